import Foundation

/// Cuts a top-level JSON array into the raw text of its elements, without decoding them.
///
/// It scans iteratively (no recursion), so deep nesting cannot exhaust the stack. It expects text that a JSON
/// parser has already accepted and answers `nil` for anything it does not recognise instead of guessing.
enum JSONArraySplitter {
    static func elements(of json: Data) -> [Data]? {
        let bytes = [UInt8](json)
        return elementRanges(of: bytes).map { ranges in ranges.map { Data(bytes[$0]) } }
    }

    private static func elementRanges(of bytes: [UInt8]) -> [Range<Int>]? {
        var scanner = Scanner(bytes: bytes)
        scanner.skipWhitespace()
        guard scanner.take(ASCII.openBracket) else { return nil }
        var ranges: [Range<Int>] = []
        scanner.skipWhitespace()
        if scanner.take(ASCII.closeBracket) {
            return scanner.isAtEndAfterWhitespace ? ranges : nil
        }
        while true {
            scanner.skipWhitespace()
            guard let range = scanner.skipValue() else { return nil }
            ranges.append(range)
            scanner.skipWhitespace()
            if scanner.take(ASCII.comma) { continue }
            guard scanner.take(ASCII.closeBracket) else { return nil }
            return scanner.isAtEndAfterWhitespace ? ranges : nil
        }
    }
}

private enum ASCII {
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let comma = UInt8(ascii: ",")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
}

private struct Scanner {
    let bytes: [UInt8]
    private(set) var position = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEndAfterWhitespace: Bool {
        var copy = self
        copy.skipWhitespace()
        return copy.position == bytes.count
    }

    mutating func skipWhitespace() {
        while position < bytes.count, ASCII.whitespace.contains(bytes[position]) {
            position += 1
        }
    }

    mutating func take(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Skips one value (string, number, literal, object or array) and returns where it lay.
    mutating func skipValue() -> Range<Int>? {
        let start = position
        var depth = 0
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case ASCII.quote:
                guard skipString() else { return nil }
                if depth == 0 { return start..<position }
                continue
            case ASCII.openBracket, ASCII.openBrace:
                depth += 1
            case ASCII.closeBracket, ASCII.closeBrace:
                if depth == 0 { return position > start ? start..<position : nil }
                depth -= 1
                if depth == 0 {
                    position += 1
                    return start..<position
                }
            case ASCII.comma where depth == 0:
                return position > start ? trimmed(start..<position) : nil
            default:
                if depth == 0, ASCII.whitespace.contains(byte) {
                    return trimmed(start..<position)
                }
            }
            position += 1
        }
        return nil
    }

    private mutating func skipString() -> Bool {
        position += 1
        while position < bytes.count {
            switch bytes[position] {
            case ASCII.backslash:
                position += 2
            case ASCII.quote:
                position += 1
                return true
            default:
                position += 1
            }
        }
        return false
    }

    private func trimmed(_ range: Range<Int>) -> Range<Int>? {
        var end = range.upperBound
        while end > range.lowerBound, ASCII.whitespace.contains(bytes[end - 1]) {
            end -= 1
        }
        return end > range.lowerBound ? range.lowerBound..<end : nil
    }
}
