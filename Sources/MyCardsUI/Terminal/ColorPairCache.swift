/// The curses colour pair for each (foreground, background) the screen uses. Pairs are numbered here and
/// set with `init_extended_pair` rather than taken from `alloc_pair`, which silently recycles old pairs and
/// would leave this table pointing at the wrong colours.
///
/// A photo in 24-bit colour can need a pair for nearly every cell, and each new photo brings thousands more, so
/// the terminal's pairs (65,535 in `xterm-256color` and `xterm-direct`) run out after a few photos. Then the pairs
/// that no cell of the screen being drawn uses are recycled. Redefining a pair recolours every cell on the
/// terminal that shows it, so a pair still on screen is never touched: the cells that used a recycled pair are
/// all being redrawn in this same frame.
struct ColorPairCache {
    enum Lookup: Equatable, Sendable {
        /// The pair is set up already (pair 0 is the terminal's default colours, and the fallback when a
        /// single screen needs more pairs than the terminal has).
        case existing(Int32)
        /// A new pair number the backend must define with these curses colours first.
        case new(Int32, foreground: Int32, background: Int32)
    }

    private struct Colors: Hashable {
        let foreground: Int32
        let background: Int32
    }

    let mapping: CursesColorMapping
    /// Pairs 1 ... `capacity` are ours; 0 is curses' fixed default pair.
    private let capacity: Int
    private var pairs: [Colors: Int32] = [:]
    /// The next number never handed out yet.
    private var nextNumber = 1
    /// Numbers taken back from colours no cell showed any more.
    private var recycled: [Int32] = []

    init(colorPairs: Int, colorCount: Int, defaultColorsAvailable: Bool) {
        self.capacity = max(0, colorPairs - 1)
        self.mapping = CursesColorMapping(colorCount: colorCount, defaultColorsAvailable: defaultColorsAvailable)
    }

    /// The pairs defined now.
    var count: Int { pairs.count }

    /// `onScreen` gives the style of every cell the screen shows once the frame being drawn is complete; it is
    /// asked only when every pair is taken.
    mutating func pair(foreground: Color, background: Color, onScreen: () -> [Style] = { [] }) -> Lookup {
        let colors = cursesColors(foreground: foreground, background: background)
        if colors == defaultColors || capacity == 0 { return .existing(0) }
        if let number = pairs[colors] { return .existing(number) }
        guard let number = freeNumber(onScreen: onScreen) else { return .existing(0) }
        pairs[colors] = number
        return .new(number, foreground: colors.foreground, background: colors.background)
    }

    private mutating func freeNumber(onScreen: () -> [Style]) -> Int32? {
        if nextNumber <= capacity {
            defer { nextNumber += 1 }
            return Int32(nextNumber)
        }
        if recycled.isEmpty {
            let shown = Set(onScreen().map { cursesColors(foreground: $0.foreground, background: $0.background) })
            let unused = pairs.filter { !shown.contains($0.key) }
            for colors in unused.keys { pairs[colors] = nil }
            // Lowest numbers first, so the numbering does not depend on the dictionary's order.
            recycled = unused.values.sorted(by: >)
        }
        return recycled.popLast()
    }

    private func cursesColors(foreground: Color, background: Color) -> Colors {
        Colors(
            foreground: mapping.cursesColor(foreground, default: CursesColorMapping.white),
            background: mapping.cursesColor(background, default: CursesColorMapping.black))
    }

    private var defaultColors: Colors {
        mapping.defaultColorsAvailable
            ? Colors(foreground: -1, background: -1)
            : Colors(foreground: CursesColorMapping.white, background: CursesColorMapping.black)
    }
}
