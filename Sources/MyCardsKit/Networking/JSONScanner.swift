/// Reads JSON (RFC 8259, UTF-8) straight from a body's bytes, one value at a time, without building a tree.
/// `CardParser` walks the wire format's array with it: JSONSerialization built two dictionaries per card on the
/// way (its own, then Foundation's), 30 MB at the peak of a 10,000-card download, three quarters of the heap.
/// Anything that is not JSON throws `JSONScanner.Malformed`, wherever it is in the body.
struct JSONScanner {
    /// Why the bytes are not JSON, and where: for the log.
    struct Malformed: Error {
        let detail: String
    }

    /// A string value as it lies in the body: its bytes between the quotes, escapes still in.
    struct RawString {
        let bytes: UnsafeBufferPointer<UInt8>
        let hasEscapes: Bool
    }

    /// What a value is, seen from its first byte.
    enum Kind {
        case object, array, string, number, literal
    }

    /// Deeper than this, a body is refused rather than walked: no card is nested at all.
    static let maximumDepth = 512

    private let bytes: UnsafeBufferPointer<UInt8>
    private(set) var offset = 0
    private var depth: Int
    /// Where `bytes` start in the whole body, so a reason names the body's byte.
    private let origin: Int

    /// Reads `bytes`, which start at byte `origin` of a body, inside `depth` arrays or objects of it (one element
    /// of the body's array: `JSONArrayFramer`).
    init(_ bytes: UnsafeBufferPointer<UInt8>, origin: Int = 0, depth: Int = 0) {
        self.bytes = bytes
        self.origin = origin
        self.depth = depth
        // A UTF-8 byte order mark is allowed before the body's value, as JSONSerialization allowed it.
        if origin == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    // MARK: Structure

    /// The kind of the next value, after any whitespace; nil at the end of the bytes.
    mutating func peekKind() -> Kind? {
        skipWhitespace()
        guard offset < bytes.count else { return nil }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        default: return .literal
        }
    }

    /// Consumes `byte` after any whitespace, or answers false and consumes nothing.
    mutating func take(_ byte: Character) -> Bool {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == byte.asciiValue else { return false }
        offset += 1
        return true
    }

    mutating func expect(_ byte: Character) throws(Malformed) {
        guard take(byte) else { throw malformed("expected “\(byte)”") }
    }

    /// The elements of the array that starts here, each read by `element` (which must consume exactly one value).
    mutating func forEachElement(_ element: (inout JSONScanner) throws(Malformed) -> Void) throws(Malformed) {
        try expect("[")
        try nested { (scanner: inout JSONScanner) throws(Malformed) in
            if scanner.take("]") { return }
            repeat { try element(&scanner) } while try scanner.separator(closing: "]")
        }
    }

    /// The members of the object that starts here: `member` gets each key and must consume its value.
    mutating func forEachMember(
        _ member: (RawString, inout JSONScanner) throws(Malformed) -> Void
    ) throws(Malformed) {
        try expect("{")
        try nested { (scanner: inout JSONScanner) throws(Malformed) in
            if scanner.take("}") { return }
            repeat {
                guard scanner.peekKind() == .string else { throw scanner.malformed("expected a key") }
                let key = try scanner.string()
                try scanner.expect(":")
                try member(key, &scanner)
            } while try scanner.separator(closing: "}")
        }
    }

    /// Consumes one value of any kind, checking that it is JSON.
    mutating func skipValue() throws(Malformed) {
        switch peekKind() {
        case .object?:
            try forEachMember { (_, scanner: inout JSONScanner) throws(Malformed) in try scanner.skipValue() }
        case .array?: try forEachElement { (scanner: inout JSONScanner) throws(Malformed) in try scanner.skipValue() }
        case .string?: _ = try string()
        case .number?: try number()
        case .literal?: _ = try literal()
        case nil: throw malformed("expected a value")
        }
    }

    /// Throws unless only whitespace is left.
    mutating func expectEnd() throws(Malformed) {
        skipWhitespace()
        guard offset == bytes.count else { throw malformed("unexpected bytes after the value") }
    }

    // MARK: Scalars

    /// The string value that starts here, checked (escapes, control characters, UTF-8) but not decoded.
    mutating func string() throws(Malformed) -> RawString {
        try expect("\"")
        let start = offset
        var hasEscapes = false
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let raw = RawString(bytes: UnsafeBufferPointer(rebasing: bytes[start..<offset]), hasEscapes: hasEscapes)
                offset += 1
                guard hasEscapes || Self.isValidUTF8(raw.bytes) else { throw malformed("a string is not UTF-8") }
                if hasEscapes { _ = try decode(raw) }
                return raw
            }
            guard byte >= 0x20 else { throw malformed("a control character inside a string") }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                offset += 1
            }
            offset += 1
        }
        throw malformed("a string is not closed")
    }

    /// `null`, `true` or `false`; answers whether it was `null`.
    mutating func literal() throws(Malformed) -> Bool {
        for (word, isNull) in [("null", true), ("true", false), ("false", false)] where matches(word) {
            offset += word.utf8.count
            return isNull
        }
        throw malformed("expected a value")
    }

    /// A number, checked against JSON's grammar and skipped.
    mutating func number() throws(Malformed) {
        _ = takeByte("-")
        if !takeByte("0") {
            guard takeDigits() else { throw malformed("a number has no digits") }
        }
        if takeByte("."), !takeDigits() { throw malformed("a number has no digits after its point") }
        if takeByte("e") || takeByte("E") {
            _ = takeByte("+") || takeByte("-")
            guard takeDigits() else { throw malformed("a number has no exponent digits") }
        }
    }

    // MARK: Helpers

    private mutating func nested(_ body: (inout JSONScanner) throws(Malformed) -> Void) throws(Malformed) {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw malformed("nested deeper than \(Self.maximumDepth)") }
        try body(&self)
    }

    /// After an element or member: true for a comma (another follows), false for `closing`.
    private mutating func separator(closing: Character) throws(Malformed) -> Bool {
        if take(",") { return true }
        try expect(closing)
        return false
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[offset]) { offset += 1 }
    }

    private func matches(_ word: String) -> Bool {
        bytes[offset...].starts(with: word.utf8)
    }

    private mutating func takeByte(_ byte: Character) -> Bool {
        guard offset < bytes.count, bytes[offset] == byte.asciiValue else { return false }
        offset += 1
        return true
    }

    private mutating func takeDigits() -> Bool {
        let start = offset
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
        return offset > start
    }

    func malformed(_ what: String) -> Malformed {
        Malformed(detail: "\(what) at byte \(origin + offset)")
    }
}
