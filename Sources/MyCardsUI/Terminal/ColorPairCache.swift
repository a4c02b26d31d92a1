/// The curses colour pair for each (foreground, background) the screen uses. Pairs are numbered here and
/// set with `init_extended_pair` rather than taken from `alloc_pair`, which silently recycles old pairs and
/// would leave this table pointing at the wrong colours.
///
/// A photo in 24-bit colour can need a pair for nearly every cell, and each new photo brings thousands more, so
/// the terminal's pairs (65,535 in `xterm-256color` and `xterm-direct`) run out after a few photos. Then the
/// numbering starts over, once per frame: the backend forgets every pair at once (`reset_color_pairs`) and draws
/// the whole frame again. Reusing pairs one by one would be far slower: curses scans the whole screen for cells
/// of a pair each time one is redefined (4.6 s instead of 0.8 s for an 18,000-cell photo in the specs).
struct ColorPairCache {
    enum Lookup: Equatable, Sendable {
        /// The pair is set up already (pair 0 is the terminal's default colours, and the fallback when a
        /// single frame needs more pairs than the terminal has).
        case existing(Int32)
        /// A new pair number the backend must define with these curses colours first.
        case new(Int32, foreground: Int32, background: Int32)
        /// Every pair was taken: the backend must forget them all, define pair 1 with these colours, and draw
        /// every cell of the frame again, since the cells drawn before carry numbers that mean nothing now.
        case startOver(foreground: Int32, background: Int32)
    }

    private struct Colors: Hashable {
        let foreground: Int32
        let background: Int32
    }

    let mapping: CursesColorMapping
    /// Pairs 1 ... `capacity` are ours; 0 is curses' fixed default pair.
    private let capacity: Int
    private var pairs: [Colors: Int32] = [:]
    /// A frame may start the numbering over once; a second time would spoil the cells its redraw drew.
    private var mayStartOver = true
    /// The pair answered last: neighbouring cells of a photo or a bar often share their colours, and this spares
    /// them the dictionary (hashing the pairs was a tenth of drawing a frame into curses).
    private var last: (colors: Colors, number: Int32)?

    init(colorPairs: Int, colorCount: Int, defaultColorsAvailable: Bool) {
        self.capacity = max(0, colorPairs - 1)
        self.mapping = CursesColorMapping(colorCount: colorCount, defaultColorsAvailable: defaultColorsAvailable)
    }

    /// The pairs defined now.
    var count: Int { pairs.count }

    /// Called before each frame is drawn.
    mutating func beginFrame() {
        mayStartOver = true
    }

    mutating func pair(foreground: Color, background: Color) -> Lookup {
        let colors = Colors(
            foreground: mapping.cursesColor(foreground, default: CursesColorMapping.white),
            background: mapping.cursesColor(background, default: CursesColorMapping.black))
        if let last, last.colors == colors { return .existing(last.number) }
        if colors == defaultColors || capacity == 0 { return .existing(0) }
        if let number = pairs[colors] {
            last = (colors, number)
            return .existing(number)
        }
        if pairs.count == capacity {
            guard mayStartOver else { return .existing(0) }
            mayStartOver = false
            pairs = [colors: 1]
            last = (colors, 1)
            return .startOver(foreground: colors.foreground, background: colors.background)
        }
        let number = Int32(pairs.count + 1)
        pairs[colors] = number
        last = (colors, number)
        return .new(number, foreground: colors.foreground, background: colors.background)
    }

    private var defaultColors: Colors {
        mapping.defaultColorsAvailable
            ? Colors(foreground: -1, background: -1)
            : Colors(foreground: CursesColorMapping.white, background: CursesColorMapping.black)
    }
}
