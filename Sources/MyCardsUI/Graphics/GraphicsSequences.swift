import Foundation
import MyCardsKit

/// The escape sequences that put an image on the screen, by protocol. Each draws at the cursor and leaves it where it
/// was: the caller moves the cursor to the image's top left cell first (`at`), inside a save and restore.
enum GraphicsSequences {
    /// kitty's graphics commands carry at most 4096 bytes of base64 each.
    static let kittyChunk = 4096

    /// Sends raw RGBA pixels to kitty under `id` (`f=32`): no encoding to wait for, which a PNG of a 900-pixel
    /// photo costs 108 ms of (Photos.md); kept by the terminal until deleted with `freeing: true`; not shown yet.
    static func kittyTransmit(rgba image: RGBAImage, id: Int) -> [UInt8] {
        kittyTransmit(
            keys: "a=t,f=32,s=\(image.size.width),v=\(image.size.height),i=\(id),q=2", payload: image.pixels)
    }

    /// Sends a PNG to kitty under `id` (`f=100`), as `show` does: smaller over a slow link than raw pixels.
    static func kittyTransmit(png: Data, id: Int) -> [UInt8] {
        kittyTransmit(keys: "a=t,f=100,i=\(id),q=2", payload: [UInt8](png))
    }

    /// Payload bytes whose base64 fills one chunk: 3072 bytes make 4096 characters, without padding.
    private static let payloadPerChunk = kittyChunk / 4 * 3

    /// The payload's base64 in chunks of at most 4096 bytes, `m=1` on all but the last; `keys` on the first. Each
    /// chunk is encoded straight into the sequence: the whole payload's base64 made first, as `Data` and then as an
    /// array, held three copies of a picture at once (Docs/Photos.md, "Memory").
    private static func kittyTransmit(keys first: String, payload: [UInt8]) -> [UInt8] {
        let chunks = max(1, (payload.count + payloadPerChunk - 1) / payloadPerChunk)
        var out: [UInt8] = []
        out.reserveCapacity((payload.count + 2) / 3 * 4 + chunks * 16 + first.utf8.count)
        var start = 0
        repeat {
            let end = min(payload.count, start + payloadPerChunk)
            let more = end < payload.count ? 1 : 0
            let keys = start == 0 ? "\(first),m=\(more)" : "m=\(more)"
            out += Array("\u{1B}_G\(keys);".utf8)
            Base64.append(payload[start..<end], to: &out)
            out += Array("\u{1B}\\".utf8)
            start = end
        } while start < payload.count
        return out
    }

    /// Shows image `id` at the cursor, scaled to `cells`, without moving the cursor (`C=1`); `placement` names this
    /// showing so it can be taken away alone.
    static func kittyPlace(id: Int, placement: Int, cells: Size) -> [UInt8] {
        Array("\u{1B}_Ga=p,i=\(id),p=\(placement),c=\(cells.width),r=\(cells.height),C=1,q=2\u{1B}\\".utf8)
    }

    /// Takes away one showing of image `id`, or (`freeing`) the image and all its showings, its data too.
    static func kittyDelete(id: Int, placement: Int? = nil, freeing: Bool = false) -> [UInt8] {
        let which = placement.map { ",p=\($0)" } ?? ""
        return Array("\u{1B}_Ga=d,d=\(freeing ? "I" : "i"),i=\(id)\(which),q=2\u{1B}\\".utf8)
    }

    /// An iTerm2 inline image of `cells`, stretched to them (the picture was made at their pixel size).
    static func iTermInline(png: Data, cells: Size) -> [UInt8] {
        var out = Array(
            "\u{1B}]1337;File=inline=1;size=\(png.count);width=\(cells.width);height=\(cells.height);preserveAspectRatio=0:"
                .utf8)
        out += Array(png.base64EncodedData())
        out.append(0x07)
        return out
    }

    /// `bytes` drawn with their top left at `point`, the cursor (and its attributes) saved before and put back after.
    static func at(_ point: Point, _ bytes: [UInt8]) -> [UInt8] {
        Array("\u{1B}7\u{1B}[\(point.y + 1);\(point.x + 1)H".utf8) + bytes + Array("\u{1B}8".utf8)
    }

    /// A sequence for the terminal around tmux, through tmux's passthrough (`allow-passthrough on`): wrapped in a
    /// `tmux;` device control string, every Escape inside doubled.
    static func throughTmux(_ bytes: [UInt8]) -> [UInt8] {
        var out = Array("\u{1B}Ptmux;".utf8)
        out.reserveCapacity(bytes.count + bytes.count / 64 + 16)
        for byte in bytes {
            if byte == 0x1B { out.append(0x1B) }
            out.append(byte)
        }
        out += Array("\u{1B}\\".utf8)
        return out
    }
}
