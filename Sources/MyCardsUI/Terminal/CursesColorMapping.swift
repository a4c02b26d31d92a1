import MyCardsKit

/// The colour number curses takes for a cell colour on this terminal.
///
/// A direct-colour terminal (terminfo's `colors` is 2²⁴, as in `xterm-direct`) reads a colour number as
/// 0xRRGGBB, except that the lowest numbers still name palette entries: below 8 in `xterm-direct` and
/// `tmux-direct`, below 256 in `xterm-direct256`. Every other terminal has a palette of `colorCount` entries.
struct CursesColorMapping: Sendable {
    /// `colors` of a direct-colour terminfo entry.
    static let directColorCount = 1 << 24

    let colorCount: Int
    /// Whether -1 ("the terminal's own colour") is allowed, i.e. `use_default_colors` succeeded.
    let defaultColorsAvailable: Bool

    init(colorCount: Int, defaultColorsAvailable: Bool) {
        self.colorCount = max(colorCount, 0)
        self.defaultColorsAvailable = defaultColorsAvailable
    }

    var isDirect: Bool { colorCount >= Self.directColorCount }

    /// `fallback` stands for the terminal's default colour when curses cannot keep it.
    func cursesColor(_ color: Color, default fallback: Int32) -> Int32 {
        switch color {
        case .terminalDefault:
            return defaultColorsAvailable ? -1 : fallback
        case .palette(let entry):
            return isDirect ? directColor(forPalette: entry) : paletteColor(Int(entry))
        case .rgb(let red, let green, let blue):
            guard isDirect else {
                return paletteColor(Int(PaletteQuantizer().index(for: RGBA(red: red, green: green, blue: blue))))
            }
            return Self.packed(red: red, green: green, blue: blue)
        }
    }

    /// The basic eight stay palette entries (themes pick them on purpose); the bright eight have no number of
    /// their own in `xterm-direct`, so they become the basic ones; 16–255 have fixed RGB values.
    private func directColor(forPalette entry: UInt8) -> Int32 {
        switch entry {
        case 0..<8: Int32(entry)
        case 8..<16: Int32(entry - 8)
        default:
            PaletteQuantizer.rgb(forIndex: entry).map { Self.packed(red: $0.red, green: $0.green, blue: $0.blue) }
                ?? Int32(entry)
        }
    }

    /// 0xRRGGBB. Numbers below 256 (red and green both 0) would be read as palette entries by some direct-colour
    /// entries, so those colours get a green of 1: a difference no eye sees (ΔE under 0.4).
    static func packed(red: UInt8, green: UInt8, blue: UInt8) -> Int32 {
        let value = Int32(red) << 16 | Int32(green) << 8 | Int32(blue)
        return value < 256 ? value | 0x100 : value
    }

    /// The curses colour number for a palette entry the terminal may not have: entries past `colorCount`
    /// fall back to the nearest of the basic eight (or sixteen).
    private func paletteColor(_ index: Int) -> Int32 {
        if index < colorCount { return Int32(index) }
        switch index {
        case 8..<16: return Int32(index - 8)
        case 16..<232: return cubeToBasic(index - 16)
        default: return index < 244 ? (colorCount >= 16 ? 8 : Self.black) : Self.white
        }
    }

    /// Each of red, green and blue counts as "on" from level 3 of 6, giving ANSI's bit order (red 1, green 2, blue 4).
    private func cubeToBasic(_ offset: Int) -> Int32 {
        let red = offset / 36 >= 3 ? 1 : 0
        let green = offset / 6 % 6 >= 3 ? 2 : 0
        let blue = offset % 6 >= 3 ? 4 : 0
        return Int32(red | green | blue)
    }

    static let black: Int32 = 0
    static let white: Int32 = 7
}
