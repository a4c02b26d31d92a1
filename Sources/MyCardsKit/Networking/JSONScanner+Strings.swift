/// Strings: the escapes JSON allows, resolved, and the UTF-8 it must be.
extension JSONScanner {
    /// The text of a string value, escapes resolved.
    func decode(_ raw: RawString) throws(Malformed) -> String {
        guard raw.hasEscapes else { return String(decoding: raw.bytes, as: UTF8.self) }
        var unescaped: [UInt8] = []
        unescaped.reserveCapacity(raw.bytes.count)
        var index = 0
        while index < raw.bytes.count {
            let byte = raw.bytes[index]
            index += 1
            guard byte == UInt8(ascii: "\\") else {
                unescaped.append(byte)
                continue
            }
            guard index < raw.bytes.count else { throw malformed("an escape at the end of a string") }
            let escaped = raw.bytes[index]
            index += 1
            if escaped == UInt8(ascii: "u") {
                let scalar = try unicodeEscape(in: raw.bytes, at: &index)
                unescaped.append(contentsOf: String(Character(scalar)).utf8)
            } else if let plain = Self.plainEscapes[escaped] {
                unescaped.append(plain)
            } else {
                throw malformed("an unknown escape in a string")
            }
        }
        guard let text = String(validating: unescaped, as: UTF8.self) else {
            throw malformed("a string is not UTF-8")
        }
        return text
    }

    /// The bytes of a string value, escapes resolved (base64 text may have its slashes escaped).
    func decodedBytes(_ raw: RawString) throws(Malformed) -> [UInt8] {
        raw.hasEscapes ? Array(try decode(raw).utf8) : Array(raw.bytes)
    }

    private static let plainEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
        UInt8(ascii: "/"): UInt8(ascii: "/"), UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
        UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // ASCII, by far the common case (base64, identifiers), needs no decoding.
        bytes.allSatisfy { $0 < 0x80 } || String(validating: bytes, as: UTF8.self) != nil
    }

    /// `\uXXXX` after its `u`, with the low half of a surrogate pair when the first is a high half.
    private func unicodeEscape(in text: UnsafeBufferPointer<UInt8>, at index: inout Int) throws(Malformed)
        -> Unicode.Scalar
    {
        let first = try hexQuad(in: text, at: &index)
        if (0xD800...0xDBFF).contains(first) {
            guard text[index...].starts(with: Array("\\u".utf8)) else { throw malformed("a lone surrogate") }
            index += 2
            let second = try hexQuad(in: text, at: &index)
            guard (0xDC00...0xDFFF).contains(second) else { throw malformed("a lone surrogate") }
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
        }
        guard let scalar = Unicode.Scalar(first) else { throw malformed("a lone surrogate") }
        return scalar
    }

    private func hexQuad(in text: UnsafeBufferPointer<UInt8>, at index: inout Int) throws(Malformed) -> UInt32 {
        guard index + 4 <= text.count else { throw malformed("a short \\u escape") }
        var value: UInt32 = 0
        for byte in text[index..<index + 4] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                throw malformed("a \\u escape that is not hexadecimal")
            }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }
}
