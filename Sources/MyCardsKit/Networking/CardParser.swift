import Foundation

/// Reads and writes the original app's `cards.json`: a JSON array of objects with the string keys
/// identifier, name, front and back (standard base64 of PNG or JPEG bytes; `""` or null for no photo), and the
/// optional number and barcode (a symbology in Catima's spelling, `EAN_13`, …) that the original app never wrote.
public struct CardParser: Parser, JSONDataConverting {
    public static let maximumBytes = 64 * 1024 * 1024

    private let photoReader: any PhotoReading

    public init(photoReader: any PhotoReading = PhotoValidator()) {
        self.photoReader = photoReader
    }

    /// The cards of a whole body; `CardBodyReader` reads one as it arrives, with the same answers.
    public func parse(_ data: Data) throws(ParserError) -> ParsedCards {
        guard data.count <= Self.maximumBytes else { throw .tooLarge(bytes: data.count) }
        let reader = CardBodyReader(parser: self)
        data.withUnsafeBytes { reader.read($0) }
        return try reader.parsedCards()
    }

    /// One element of the body's array, starting at byte `origin` of the body: a card, or the reason it is skipped.
    /// Throws when the element is not JSON.
    func read(
        element bytes: UnsafeBufferPointer<UInt8>, origin: Int, index: Int, into cards: inout ParsedCardsBuilder
    ) throws(JSONScanner.Malformed) {
        var scanner = JSONScanner(bytes, origin: origin, depth: 1)
        guard scanner.peekKind() == .object else {
            try scanner.skipValue()
            try scanner.expectEnd()
            return cards.skip(ParsedCards.Skipped(index: index, reason: "not an object"))
        }
        let fields = try WireFields(reading: &scanner)
        try scanner.expectEnd()
        do throws(CardRecordError) {
            cards.append(try card(from: fields, scanner: scanner))
        } catch {
            cards.skip(ParsedCards.Skipped(index: index, reason: error.reason))
        }
    }

    /// Why a whole body that does not start as an array is refused: it is not JSON, or JSON but not a list.
    static func refusal(ofWhole body: [UInt8]) -> ParserError {
        body.withUnsafeBufferPointer { bytes in
            var scanner = JSONScanner(bytes)
            do throws(JSONScanner.Malformed) {
                try scanner.skipValue()
                try scanner.expectEnd()
                return .notAnArray
            } catch {
                return .notJSON(detail: error.detail)
            }
        }
    }

    public func data(from cards: [Card]) throws(ParserError) -> Data {
        let wire = cards.map(WireCard.init)
        do {
            return try JSONEncoder().encode(wire)
        } catch {
            throw .encodingFailed(detail: String(describing: error))
        }
    }

    private func card(from fields: WireFields, scanner: JSONScanner) throws(CardRecordError) -> Card {
        let identifier = try requiredText(fields.identifier, key: "identifier", scanner)
        guard !CardName.hasControlCharacters(identifier) else {
            throw CardRecordError("identifier has control characters")
        }
        let name = try requiredText(fields.name, key: "name", scanner, cleaning: CardName.cleaned)
        return Card(
            identifier: identifier, name: name,
            front: try photo(fields.front, key: "front", scanner), back: try photo(fields.back, key: "back", scanner),
            number: try optionalText(fields.number, key: "number", scanner),
            barcode: try barcode(fields.barcode, scanner))
    }

    private func requiredText(
        _ value: WireFields.Value?, key: String, _ scanner: JSONScanner, cleaning clean: (String) -> String = { $0 }
    ) throws(CardRecordError) -> String {
        guard let value else { throw CardRecordError("\(key) is missing") }
        guard case .string(let raw) = value, let raw = try? scanner.decode(raw) else {
            throw CardRecordError("\(key) is not a string")
        }
        let text = clean(raw)
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw CardRecordError("\(key) is empty")
        }
        return text
    }

    /// A string member that may be missing, null or empty (nil for all three); control characters are refused,
    /// as in an identifier.
    private func optionalText(_ value: WireFields.Value?, key: String, _ scanner: JSONScanner)
        throws(CardRecordError) -> String?
    {
        guard let value else { return nil }
        if case .null = value { return nil }
        guard case .string(let raw) = value, let text = try? scanner.decode(raw) else {
            throw CardRecordError("\(key) is not a string")
        }
        guard !CardName.hasControlCharacters(text) else { throw CardRecordError("\(key) has control characters") }
        return text.isEmpty ? nil : text
    }

    private func barcode(_ value: WireFields.Value?, _ scanner: JSONScanner) throws(CardRecordError) -> Barcode? {
        guard let name = try optionalText(value, key: "barcode", scanner) else { return nil }
        guard let barcode = Barcode(rawValue: name) else { throw CardRecordError("unknown barcode type \(name)") }
        return barcode
    }

    private func photo(_ value: WireFields.Value?, key: String, _ scanner: JSONScanner) throws(CardRecordError)
        -> Photo?
    {
        guard let value else { return nil }
        if case .null = value { return nil }
        guard case .string(let raw) = value, let encoded = try? scanner.decodedBytes(raw) else {
            throw CardRecordError("\(key) is not a string")
        }
        if encoded.isEmpty { return nil }
        guard let bytes = Data(base64Encoded: Data(encoded)) else { throw CardRecordError("\(key) is not base64") }
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

    let number: String?
    let barcode: String?

    init(_ card: Card) {
        identifier = card.identifier
        name = card.name
        front = card.front?.data.base64EncodedString() ?? ""
        back = card.back?.data.base64EncodedString() ?? ""
        number = card.number
        barcode = card.barcode?.rawValue
    }
}
