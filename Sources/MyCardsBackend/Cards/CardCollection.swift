import Foundation

/// The backend's cards in the order they first arrived, keyed by identifier.
struct CardCollection: Equatable, Sendable {
    private(set) var records: [CardRecord] = []

    init(records: [CardRecord] = []) {
        upsert(records)
    }

    /// Reads a JSON array of cards, as found in `cards.json`, the data file or a request body.
    init(json: Data) throws(CardPayloadError) {
        self.init(records: try CardPayloadDecoder.records(from: json))
    }

    var identifiers: [String] {
        records.map(\.identifier)
    }

    /// Replaces each card with the same identifier in place, and appends the new ones.
    mutating func upsert(_ incoming: [CardRecord]) {
        var positions = Dictionary(
            records.enumerated().map { ($1.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        for record in incoming {
            if let position = positions[record.identifier] {
                records[position] = record
            } else {
                positions[record.identifier] = records.count
                records.append(record)
            }
        }
    }

    /// Answers whether a card with that identifier was there.
    mutating func remove(identifier: String) -> Bool {
        guard let position = records.firstIndex(where: { $0.identifier == identifier }) else { return false }
        records.remove(at: position)
        return true
    }

    /// The wire format: a JSON array holding each card's object exactly as it was received.
    var json: Data {
        guard !records.isEmpty else { return Data("[]\n".utf8) }
        var output = Data("[\n".utf8)
        for (index, record) in records.enumerated() {
            if index > 0 { output.append(contentsOf: Array(",\n".utf8)) }
            output.append(record.json)
        }
        output.append(contentsOf: Array("\n]\n".utf8))
        return output
    }
}
