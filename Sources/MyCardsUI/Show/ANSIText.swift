/// Cells as text for a terminal that is not ours: select graphic rendition (SGR) escapes and characters, one line
/// per row. What `show` prints, where curses is never started, so the text can scroll away with the shell's output.
public enum ANSIText {
    /// Back to the terminal's own colours and attributes.
    public static let reset = "\u{1B}[0m"

    /// The raster row by row. Only what changes between neighbouring cells is written (a photo's next cell often
    /// keeps one of its two colours), and every line ends reset, so a line break never carries a background colour
    /// to the right edge of the terminal.
    public static func text(of raster: PhotoRaster) -> String {
        var text = ""
        text.reserveCapacity(raster.cells.count * 12)
        for row in 0..<raster.size.height {
            var current = Style.plain
            for column in 0..<raster.size.width {
                let cell = raster[column, row]
                if cell.isContinuation { continue }
                text += escape(from: current, to: cell.style)
                current = cell.style
                text.append(cell.character)
            }
            if current != .plain { text += reset }
            text += "\n"
        }
        return text
    }

    /// The shortest SGR sequence that turns `old` into `new`: nothing when they are equal, the changed colours alone
    /// when the attributes stay, otherwise a reset followed by every part of `new`.
    public static func escape(from old: Style, to new: Style) -> String {
        guard old != new else { return "" }
        var codes: [String] = []
        if old.attributes != new.attributes {
            codes.append("0")
            if new.attributes.contains(.bold) { codes.append("1") }
            if new.attributes.contains(.dim) { codes.append("2") }
            if new.attributes.contains(.underline) { codes.append("4") }
            if new.attributes.contains(.reverse) { codes.append("7") }
            codes += parameters(for: new.foreground, base: 30, after: .terminalDefault)
            codes += parameters(for: new.background, base: 40, after: .terminalDefault)
        } else {
            codes += parameters(for: new.foreground, base: 30, after: old.foreground)
            codes += parameters(for: new.background, base: 40, after: old.background)
        }
        return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// `base` is 30 for the foreground and 40 for the background: `base + 8` picks a palette entry (`5;n`) or a
    /// 24-bit colour (`2;r;g;b`), `base + 9` the terminal's default. Nothing when the colour is already `current`.
    private static func parameters(for color: Color, base: Int, after current: Color) -> [String] {
        guard color != current else { return [] }
        switch color {
        case .terminalDefault: return [String(base + 9)]
        case .palette(let index): return [String(base + 8), "5", String(index)]
        case .rgb(let red, let green, let blue): return [String(base + 8), "2", "\(red)", "\(green)", "\(blue)"]
        }
    }
}
