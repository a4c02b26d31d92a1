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

    public func parse(_ data: Data) throws(ParserError) -> ParsedCards {
        guard data.count <= Self.maximumBytes else { throw .tooLarge(bytes: data.count) }
        let read = data.withUnsafeBytes { raw in
            Result { () throws(JSONScanner.Malformed) in try cards(in: raw.bindMemory(to: UInt8.self)) }
        }
        switch read {
        case .success(let parsed?): return parsed
        case .success(nil): throw .notAnArray
        case .failure(let malformed): throw .notJSON(detail: malformed.detail)
        }
    }

    /// The cards of a body that is a JSON array, each one read as the scanner reaches it; nil for JSON that is not
    /// an array.
    private func cards(in bytes: UnsafeBufferPointer<UInt8>) throws(JSONScanner.Malformed) -> ParsedCards? {
        var scanner = JSONScanner(bytes)
        guard scanner.peekKind() == .array else {
            try scanner.skipValue()
            try scanner.expectEnd()
            return nil
        }
        var cards: [Card] = []
        // Counted first, so the cards' array is made once at its size: grown by doubling, the array of 10,000 cards
        // took 2.5 MB (3.7 MB while it moved) instead of 1.5 MB, at the download's peak beside the body and the
        // photos (valgrind massif; Docs/Photos.md, "Memory"). Counting costs one more pass over the body's bytes.
        cards.reserveCapacity(Self.elementCount(bytes))
        var skipped: [ParsedCards.Skipped] = []
        var index = 0
        try scanner.forEachElement { (scanner: inout JSONScanner) throws(JSONScanner.Malformed) in
            defer { index += 1 }
            guard scanner.peekKind() == .object else {
                try scanner.skipValue()
                return skipped.append(ParsedCards.Skipped(index: index, reason: "not an object"))
            }
            let fields = try WireFields(reading: &scanner)
            do throws(CardRecordError) {
                cards.append(try card(from: fields, scanner: scanner))
            } catch {
                skipped.append(ParsedCards.Skipped(index: index, reason: error.reason))
            }
        }
        try scanner.expectEnd()
        return ParsedCards(cards: cards, skipped: skipped)
    }

    /// The elements of the array `bytes` holds; 0 when it is not a whole JSON array (the parse then says why).
    private static func elementCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var scanner = JSONScanner(bytes)
        var count = 0
        do {
            try scanner.forEachElement { (scanner: inout JSONScanner) throws(JSONScanner.Malformed) in
                count += 1
                try scanner.skipValue()
            }
        } catch {
            return 0
        }
        return count
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
