import MyCardsKit

/// An image as DEC sixel: a palette of at most `colors` entries chosen for the image (`MedianCutPalette`), then the
/// picture in bands six pixels tall, each band once per colour it uses, runs of equal columns compressed (`!n`).
/// Transparent pixels (alpha below half) are left out, so the cells under them show (the image is sent with
/// transparent background, `P2 = 1`). Written here rather than taken from libsixel or libchafa: Photos.md weighs them.
public struct SixelEncoder: Sendable {
    public let colors: Int

    public init(colors: Int = 256) {
        self.colors = max(2, min(256, colors))
    }

    public func encode(_ image: RGBAImage) -> [UInt8] {
        let palette = MedianCutPalette(image: image, colors: colors)
        let indices = palette.indices(of: image)
        let width = image.size.width
        let height = image.size.height
        var out: [UInt8] = []
        out.reserveCapacity(width * height / 2)
        out += Array("\u{1B}P0;1;0q\"1;1;\(width);\(height)".utf8)
        for (index, color) in palette.colors.enumerated() {
            let percent = { (value: UInt8) in (Int(value) * 100 + 127) / 255 }
            out += Array("#\(index);2;\(percent(color.red));\(percent(color.green));\(percent(color.blue))".utf8)
        }
        // One pass over a band's pixels sets each colour's six bits per column; only the colours the band uses are
        // written out (and cleared for the next band), so a band costs its pixels plus its colours' rows.
        let colorCount = palette.colors.count
        var bits = [UInt8](repeating: 0, count: colorCount * width)
        var used: [Int] = []
        var isUsed = [Bool](repeating: false, count: colorCount)
        for bandTop in stride(from: 0, to: height, by: 6) {
            for row in 0..<min(6, height - bandTop) {
                let start = (bandTop + row) * width
                let bit = UInt8(1 << row)
                for x in 0..<width {
                    let color = Int(indices[start + x])
                    guard color >= 0 else { continue }
                    if !isUsed[color] {
                        isUsed[color] = true
                        used.append(color)
                    }
                    bits[color * width + x] |= bit
                }
            }
            for (position, color) in used.enumerated() {
                if position > 0 { out.append(UInt8(ascii: "$")) }
                out += Array("#\(color)".utf8)
                Self.appendRuns(of: bits[(color * width)..<((color + 1) * width)], to: &out)
                for x in (color * width)..<((color + 1) * width) { bits[x] = 0 }
                isUsed[color] = false
            }
            used.removeAll(keepingCapacity: true)
            out.append(UInt8(ascii: "-"))
        }
        out += [0x1B, UInt8(ascii: "\\")]
        return out
    }

    /// One colour's row of a band: each column's six bits as `?` + bits, runs of four or more as `!count` + char.
    /// Trailing empty columns are left out (the next colour starts at the band's left edge again anyway).
    private static func appendRuns(of bits: ArraySlice<UInt8>, to out: inout [UInt8]) {
        var end = bits.endIndex
        while end > bits.startIndex && bits[end - 1] == 0 { end -= 1 }
        var x = bits.startIndex
        while x < end {
            let value = bits[x]
            var run = 1
            while x + run < end && bits[x + run] == value { run += 1 }
            let character = 0x3F + value
            if run >= 4 {
                out += Array("!\(run)".utf8)
                out.append(character)
            } else {
                for _ in 0..<run { out.append(character) }
            }
            x += run
        }
    }
}
