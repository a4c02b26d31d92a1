import Foundation

/// One card of Behaviour.md's `cards.json` wire format, as the journeys read it from the backend.
struct WireCard: Codable, Equatable, Sendable {
    let identifier: String
    let name: String
    let front: String?
    let back: String?
    /// The card's number and its symbology (Codes.md); the original app's cards have neither.
    var number: String? = nil
    var barcode: String? = nil

    /// The photo bytes of one side; nil for a missing (`""` / null) or non-base64 photo.
    func photoData(front isFront: Bool) -> Data? {
        guard let text = isFront ? front : back, !text.isEmpty else { return nil }
        return Data(base64Encoded: text)
    }

    static func decodeArray(_ data: Data) throws -> [WireCard] {
        try JSONDecoder().decode([WireCard].self, from: data)
    }

    static func encodeArray(_ cards: [WireCard]) throws -> Data {
        try JSONEncoder().encode(cards)
    }
}
