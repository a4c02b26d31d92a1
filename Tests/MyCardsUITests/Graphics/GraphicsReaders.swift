import Foundation
import MyCardsKit

/// Readers of kitty's and iTerm2's images (sixel's is `SixelReader`, which the encoder bench uses too), so a spec can
/// turn what an encoder wrote back into pixels and compare them with the source: the decoding half a terminal does.
enum GraphicsReaders {
    /// kitty's transmission: the base64 payloads of its `ESC _G` chunks joined, as a PNG (`f=100`) or raw RGBA
    /// pixels (`f=32`, `s` wide and `v` high).
    static func kitty(_ bytes: [UInt8]) -> RGBAImage? {
        var payload = ""
        var first: [String: String] = [:]
        let text = String(decoding: bytes, as: UTF8.self)
        for command in text.components(separatedBy: "\u{1B}_G").dropFirst() {
            guard let body = command.components(separatedBy: "\u{1B}\\").first,
                let semicolon = body.firstIndex(of: ";")
            else { continue }
            let keys = body[..<semicolon]
            guard keys.contains("a=t") || keys.hasPrefix("m=") else { continue }
            if keys.contains("a=t") {
                for pair in keys.split(separator: ",") {
                    let parts = pair.split(separator: "=", maxSplits: 1)
                    if parts.count == 2 { first[String(parts[0])] = String(parts[1]) }
                }
            }
            payload += body[body.index(after: semicolon)...]
        }
        guard first["f"] == "32" else { return png(base64: payload) }
        guard let data = Data(base64Encoded: payload), let width = first["s"].flatMap(Int.init),
            let height = first["v"].flatMap(Int.init)
        else { return nil }
        return RGBAImage(size: PixelSize(width: width, height: height), pixels: Array(data))
    }

    /// iTerm2's `ESC ] 1337 ; File=…:` base64 up to BEL, as a PNG.
    static func iTerm(_ bytes: [UInt8]) -> RGBAImage? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let start = text.range(of: "1337;File="), let colon = text[start.upperBound...].firstIndex(of: ":"),
            let end = text[colon...].firstIndex(of: "\u{07}")
        else { return nil }
        return png(base64: String(text[text.index(after: colon)..<end]))
    }

    private static func png(base64: String) -> RGBAImage? {
        guard let data = Data(base64Encoded: base64) else { return nil }
        return try? ImageDecoder.decode(data)
    }
}
