/// The members of one card object of the wire format that `CardParser` reads, as they lie in the body; the
/// last of a repeated key counts, other keys are skipped.
struct WireFields {
    /// A member's value, as far as a card cares: text, null, or anything else (which is "not a string").
    enum Value {
        case string(JSONScanner.RawString)
        case null
        case other
    }

    private(set) var identifier, name, front, back, number, barcode: Value?

    /// Reads the object that starts at the scanner.
    init(reading scanner: inout JSONScanner) throws(JSONScanner.Malformed) {
        var fields = WireFields()
        try scanner.forEachMember {
            (key: JSONScanner.RawString, scanner: inout JSONScanner) throws(JSONScanner.Malformed) in
            switch try Self.name(of: key, scanner) {
            case "identifier": fields.identifier = try Self.value(&scanner)
            case "name": fields.name = try Self.value(&scanner)
            case "front": fields.front = try Self.value(&scanner)
            case "back": fields.back = try Self.value(&scanner)
            case "number": fields.number = try Self.value(&scanner)
            case "barcode": fields.barcode = try Self.value(&scanner)
            default: try scanner.skipValue()
            }
        }
        self = fields
    }

    private init() {}

    /// The key's text; a plain key (the only kind the backend sends) is compared without making a string.
    private static func name(of key: JSONScanner.RawString, _ scanner: JSONScanner) throws(JSONScanner.Malformed)
        -> String?
    {
        if key.hasEscapes { return try scanner.decode(key) }
        return ["identifier", "name", "front", "back", "number", "barcode"].first { key.bytes.elementsEqual($0.utf8) }
    }

    private static func value(_ scanner: inout JSONScanner) throws(JSONScanner.Malformed) -> Value {
        switch scanner.peekKind() {
        case .string?: return .string(try scanner.string())
        case .literal?: return try scanner.literal() ? .null : .other
        default:
            try scanner.skipValue()
            return .other
        }
    }
}
