import Foundation

/// Reads and writes the original app's `cards.json`: a JSON array of objects with the string keys
/// identifier, name, front and back (standard base64 of PNG or JPEG bytes; `""` or null for no photo).
public struct CardParser: Parser, JSONDataConverting {
    public static let maximumBytes = 64 * 1024 * 1024

    private let photoReader: any PhotoReading

    public init(photoReader: any PhotoReading = PhotoValidator()) {
        self.photoReader = photoReader
    }

    public func parse(_ data: Data) throws(ParserError) -> ParsedCards {
        guard data.count <= Self.maximumBytes else { throw .tooLarge(bytes: data.count) }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw .notJSON(detail: error.localizedDescription)
        }
        guard let elements = json as? [Any] else { throw .notAnArray }
        var cards: [Card] = []
        var skipped: [ParsedCards.Skipped] = []
        for (index, element) in elements.enumerated() {
            do {
                cards.append(try card(from: element))
            } catch {
                skipped.append(ParsedCards.Skipped(index: index, reason: error.reason))
            }
        }
        return ParsedCards(cards: cards, skipped: skipped)
    }

    public func data(from cards: [Card]) throws(ParserError) -> Data {
        let wire = cards.map(WireCard.init)
        do {
            return try JSONEncoder().encode(wire)
        } catch {
            throw .encodingFailed(detail: String(describing: error))
        }
    }

    private func card(from element: Any) throws(CardRecordError) -> Card {
        guard let object = element as? [String: Any] else { throw CardRecordError("not an object") }
        let identifier = try requiredText(object, key: "identifier")
        guard !CardName.hasControlCharacters(identifier) else {
            throw CardRecordError("identifier has control characters")
        }
        let name = try requiredText(object, key: "name", cleaning: CardName.cleaned)
        return Card(
            identifier: identifier, name: name,
            front: try photo(object, key: "front"), back: try photo(object, key: "back"))
    }

    private func requiredText(
        _ object: [String: Any], key: String, cleaning clean: (String) -> String = { $0 }
    ) throws(CardRecordError) -> String {
        guard let value = object[key] else { throw CardRecordError("\(key) is missing") }
        guard let raw = value as? String else { throw CardRecordError("\(key) is not a string") }
        let text = clean(raw)
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw CardRecordError("\(key) is empty")
        }
        return text
    }

    private func photo(_ object: [String: Any], key: String) throws(CardRecordError) -> Photo? {
        guard let value = object[key], !(value is NSNull) else { return nil }
        guard let encoded = value as? String else { throw CardRecordError("\(key) is not a string") }
        if encoded.isEmpty { return nil }
        guard let bytes = Data(base64Encoded: encoded) else { throw CardRecordError("\(key) is not base64") }
        do {
            return try photoReader.photo(from: bytes)
        } catch {
            throw CardRecordError("\(key): \(error.message)")
        }
    }
}

/// Why one card of the body was skipped.
private struct CardRecordError: Error {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}

/// The wire shape of one card, for encoding.
private struct WireCard: Encodable {
    let identifier: String
    let name: String
    let front: String
    let back: String

    init(_ card: Card) {
        identifier = card.identifier
        name = card.name
        front = card.front?.data.base64EncodedString() ?? ""
        back = card.back?.data.base64EncodedString() ?? ""
    }
}
