/// The curses colour pair for each (foreground, background) the screen uses. Pairs are numbered here and
/// set with `init_extended_pair` rather than taken from `alloc_pair`, which silently recycles old pairs and
/// would leave this table pointing at the wrong colours.
struct ColorPairCache {
    enum Lookup: Equatable, Sendable {
        /// The pair is set up already (pair 0 is the terminal's default colours).
        case existing(Int32)
        /// A new pair number the backend must define with these curses colours first.
        case new(Int32, foreground: Int32, background: Int32)
    }

    private struct Colors: Hashable {
        let foreground: Int32
        let background: Int32
    }

    /// Pairs 1 ..< `colorPairs` are ours; 0 is curses' fixed default pair.
    private let capacity: Int
    private let colorCount: Int
    /// Whether -1 ("the terminal's own colour") is allowed, i.e. `use_default_colors` succeeded.
    private let defaultColorsAvailable: Bool
    private var pairs: [Colors: Int32] = [:]
    /// Bumped when every pair was in use and the numbering started over: cells already drawn with the old
    /// numbers show wrong colours until they are drawn again.
    private(set) var generation = 0

    init(colorPairs: Int, colorCount: Int, defaultColorsAvailable: Bool) {
        self.capacity = max(0, colorPairs - 1)
        self.colorCount = max(colorCount, 0)
        self.defaultColorsAvailable = defaultColorsAvailable
    }

    mutating func pair(foreground: Color, background: Color) -> Lookup {
        let colors = Colors(
            foreground: cursesColor(foreground, default: Self.white),
            background: cursesColor(background, default: Self.black))
        if colors == defaultColors || capacity == 0 { return .existing(0) }
        if let number = pairs[colors] { return .existing(number) }
        if pairs.count == capacity {
            pairs.removeAll()
            generation += 1
        }
        let number = Int32(pairs.count + 1)
        pairs[colors] = number
        return .new(number, foreground: colors.foreground, background: colors.background)
    }

    /// The curses colour number for a palette entry the terminal may not have: entries past `COLORS`
    /// fall back to the nearest of the basic eight (or sixteen).
    func cursesColor(_ color: Color, default fallback: Int32) -> Int32 {
        guard case .palette(let entry) = color else { return defaultColorsAvailable ? -1 : fallback }
        let index = Int(entry)
        if index < colorCount { return Int32(index) }
        switch index {
        case 8..<16: return Int32(index - 8)
        case 16..<232: return cubeToBasic(index - 16)
        default: return index < 244 ? (colorCount >= 16 ? 8 : Self.black) : Self.white
        }
    }

    private var defaultColors: Colors {
        defaultColorsAvailable
            ? Colors(foreground: -1, background: -1) : Colors(foreground: Self.white, background: Self.black)
    }

    /// Each of red, green and blue counts as "on" from level 3 of 6, giving ANSI's bit order (red 1, green 2, blue 4).
    private func cubeToBasic(_ offset: Int) -> Int32 {
        let red = offset / 36 >= 3 ? 1 : 0
        let green = offset / 6 % 6 >= 3 ? 2 : 0
        let blue = offset % 6 >= 3 ? 4 : 0
        return Int32(red | green | blue)
    }

    private static let black: Int32 = 0
    private static let white: Int32 = 7
}
