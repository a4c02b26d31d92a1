/// One token of Swift source, as the generator needs it: what it is, where it is, and whether a line starts with it.
struct Token: Equatable {
    enum Kind: Equatable {
        case identifier
        case punctuation
        case literal
    }

    let kind: Kind
    let text: String
    /// Its bytes in the file's UTF-8.
    let range: Range<Int>
    /// The first token of its line: a protocol member written on a new line starts there.
    let startsLine: Bool

    func `is`(_ text: String) -> Bool { self.text == text }
}

/// Splits Swift source into tokens, leaving out whitespace and comments, without the compiler's parser: enough to
/// read declarations (identifiers, punctuation, literals skipped whole), never an error. Multi-character punctuation
/// is `->` and `...` only, so `>>` closing two generic argument lists is two tokens.
struct Lexer {
    private let bytes: [UInt8]
    private var position = 0
    private var atLineStart = true

    init(_ source: String) {
        bytes = Array(source.utf8)
    }

    static func tokens(of source: String) -> [Token] {
        var lexer = Lexer(source)
        var tokens: [Token] = []
        while let token = lexer.next() { tokens.append(token) }
        return tokens
    }

    /// The source's text between two byte offsets.
    static func text(_ source: [UInt8], _ range: Range<Int>) -> String {
        String(decoding: source[range], as: UTF8.self)
    }

    private mutating func next() -> Token? {
        skipTrivia()
        guard position < bytes.count else { return nil }
        let start = position
        let startsLine = atLineStart
        atLineStart = false
        let byte = bytes[position]
        let kind: Token.Kind
        if Self.isIdentifierHead(byte) {
            while position < bytes.count, Self.isIdentifierBody(bytes[position]) { position += 1 }
            kind = .identifier
        } else if byte == UInt8(ascii: "`") {
            position += 1
            while position < bytes.count, bytes[position] != UInt8(ascii: "`") { position += 1 }
            position = min(position + 1, bytes.count)
            kind = .identifier
        } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && rawStringFollows()) {
            skipString()
            kind = .literal
        } else if Self.isDigit(byte) {
            while position < bytes.count, Self.isIdentifierBody(bytes[position]) || bytes[position] == UInt8(ascii: ".")
            {
                position += 1
            }
            kind = .literal
        } else {
            position += punctuationLength()
            kind = .punctuation
        }
        return Token(
            kind: kind, text: Self.text(bytes, start..<position), range: start..<position, startsLine: startsLine)
    }

    private func punctuationLength() -> Int {
        if matches("...") { return 3 }
        if matches("->") { return 2 }
        return 1
    }

    private func matches(_ text: String) -> Bool {
        let wanted = Array(text.utf8)
        guard position + wanted.count <= bytes.count else { return false }
        return Array(bytes[position..<position + wanted.count]) == wanted
    }

    private mutating func skipTrivia() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n") {
                atLineStart = true
                position += 1
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                position += 1
            } else if matches("//") {
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
            } else if matches("/*") {
                skipBlockComment()
            } else {
                return
            }
        }
    }

    /// A block comment, nested ones included.
    private mutating func skipBlockComment() {
        var depth = 0
        repeat {
            if matches("/*") {
                depth += 1
                position += 2
            } else if matches("*/") {
                depth -= 1
                position += 2
            } else {
                if bytes[position] == UInt8(ascii: "\n") { atLineStart = true }
                position += 1
            }
        } while depth > 0 && position < bytes.count
    }

    private func rawStringFollows() -> Bool {
        var index = position
        while index < bytes.count, bytes[index] == UInt8(ascii: "#") { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "\"")
    }

    /// A string literal: plain, multi-line or raw, interpolations (with strings inside them) included.
    private mutating func skipString() {
        var hashes = 0
        while bytes[position] == UInt8(ascii: "#") {
            hashes += 1
            position += 1
        }
        let quotes = matches("\"\"\"") ? 3 : 1
        position += quotes
        let closing =
            Array(repeating: UInt8(ascii: "\""), count: quotes) + Array(repeating: UInt8(ascii: "#"), count: hashes)
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "\\") && hashesFollow(hashes, from: position + 1) {
                position += 1 + hashes
                if position < bytes.count, bytes[position] == UInt8(ascii: "(") {
                    skipInterpolation()
                } else {
                    position += 1
                }
            } else if position + closing.count <= bytes.count
                && Array(bytes[position..<position + closing.count]) == closing
            {
                position += closing.count
                return
            } else {
                if bytes[position] == UInt8(ascii: "\n") { atLineStart = false }
                position += 1
            }
        }
    }

    private func hashesFollow(_ count: Int, from index: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        return bytes[index..<index + count].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    /// `\(…)`: balanced parentheses, strings inside skipped whole.
    private mutating func skipInterpolation() {
        var depth = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                skipString()
                continue
            }
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 {
                    position += 1
                    return
                }
            }
            position += 1
        }
    }

    private static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || isDigit(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
