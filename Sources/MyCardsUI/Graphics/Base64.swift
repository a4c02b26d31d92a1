/// Standard base64 (RFC 4648, with padding), written into a buffer the caller already has: the kitty graphics
/// protocol's chunks are encoded in place (`GraphicsSequences`), with no intermediate copy of a picture's text.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func append(_ bytes: ArraySlice<UInt8>, to out: inout [UInt8]) {
        var index = bytes.startIndex
        while bytes.endIndex - index >= 3 {
            let triple = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            out.append(alphabet[Int(triple >> 18)])
            out.append(alphabet[Int(triple >> 12 & 63)])
            out.append(alphabet[Int(triple >> 6 & 63)])
            out.append(alphabet[Int(triple & 63)])
            index += 3
        }
        let left = bytes.endIndex - index
        guard left > 0 else { return }
        let first = UInt32(bytes[index]) << 16
        let triple = left == 2 ? first | UInt32(bytes[index + 1]) << 8 : first
        out.append(alphabet[Int(triple >> 18)])
        out.append(alphabet[Int(triple >> 12 & 63)])
        out.append(left == 2 ? alphabet[Int(triple >> 6 & 63)] : UInt8(ascii: "="))
        out.append(UInt8(ascii: "="))
    }
}
