import Foundation

/// The order of names on the Cards screen: surrounding whitespace ignored, then `caseInsensitiveCompare`.
///
/// The store sorts with it as an SQLite collation, so it runs some 130,000 times for 10,000 cards: trimming both
/// sides and comparing through NSString took over two thirds of a launch with 10,000 cards. ASCII names — nearly
/// all — are compared on their bytes instead, with the same result (`DisplayTextOrderSpec` checks it against
/// Foundation for every pair of ASCII characters); anything else still goes through Foundation.
public enum DisplayTextOrder {
    public static func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        if let result = compareASCII(lhs, rhs) { return result }
        return lhs.trimmingCharacters(in: .whitespacesAndNewlines)
            .caseInsensitiveCompare(rhs.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Nil unless both are ASCII. Letters compare folded to lower case, as Foundation folds them (so "_", 0x5F,
    /// sorts before "a" and "A" alike).
    static func compareASCII(_ lhs: String, _ rhs: String) -> ComparisonResult? {
        var lhs = lhs
        var rhs = rhs
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                compareASCII(trimmed(left), trimmed(right))
            }
        }
    }

    private static func compareASCII(
        _ left: UnsafeBufferPointer<UInt8>.SubSequence, _ right: UnsafeBufferPointer<UInt8>.SubSequence
    ) -> ComparisonResult? {
        guard left.allSatisfy({ $0 < 0x80 }), right.allSatisfy({ $0 < 0x80 }) else { return nil }
        for (leftByte, rightByte) in zip(left, right) where folded(leftByte) != folded(rightByte) {
            return folded(leftByte) < folded(rightByte) ? .orderedAscending : .orderedDescending
        }
        return left.count == right.count
            ? .orderedSame : left.count < right.count ? .orderedAscending : .orderedDescending
    }

    private static func folded(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }

    /// The bytes without surrounding ASCII whitespace (space, tab, line feed, vertical tab, form feed, return).
    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>.SubSequence {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        return bytes[start..<end]
    }
}
