import CNcursesw

/// Draws cells into a curses window: characters as `cchar_t`, styles as attributes and colour pairs.
struct NcursesCellWriter {
    let colorMode: ColorMode
    private var pairs: ColorPairCache

    init(colorMode: ColorMode, colorPairs: Int, colorCount: Int, defaultColorsAvailable: Bool) {
        self.colorMode = colorMode
        self.pairs = ColorPairCache(
            colorPairs: colorMode == .monochrome ? 0 : colorPairs, colorCount: colorCount,
            defaultColorsAvailable: defaultColorsAvailable)
    }

    /// Set when colour pairs ran out during this frame and were all forgotten: every cell drawn before in the
    /// frame shows wrong colours until it is drawn again.
    private(set) var startedOver = false

    mutating func beginFrame() {
        pairs.beginFrame()
        startedOver = false
    }

    mutating func draw(_ cell: Cell, at point: Point, in window: UnsafeMutablePointer<WINDOW>) {
        // Pair numbers above 255 do not fit in the attributes; setcchar takes the full number through `opts`.
        var pair = colorPair(for: cell.style)
        let attributes = Self.attributes(for: cell.style.attributes)
        let characters = Self.wideCharacters(of: cell.character)
        var character = cchar_t()
        if setcchar(&character, characters, attributes, 0, &pair) == ERR {
            // Curses takes one spacing character and up to four combining ones; an emoji sequence is more.
            guard setcchar(&character, [characters[0], 0], attributes, 0, &pair) != ERR else { return }
        }
        _ = mvwadd_wch(window, Int32(point.y), Int32(point.x), &character)
    }

    static func attributes(for attributes: CellAttributes) -> attr_t {
        var result = mycards_attr_normal()
        if attributes.contains(.bold) { result |= mycards_attr_bold() }
        if attributes.contains(.reverse) { result |= mycards_attr_reverse() }
        if attributes.contains(.underline) { result |= mycards_attr_underline() }
        if attributes.contains(.dim) { result |= mycards_attr_dim() }
        return result
    }

    /// The character's scalars (as many as a `cchar_t` holds), NUL-terminated, as `setcchar` wants them.
    static func wideCharacters(of character: Character) -> [wchar_t] {
        let scalars = character.unicodeScalars.prefix(Int(CCHARW_MAX)).map { wchar_t(bitPattern: $0.value) }
        return (scalars.isEmpty ? [wchar_t(32)] : scalars) + [0]
    }

    private mutating func colorPair(for style: Style) -> Int32 {
        guard colorMode != .monochrome else { return 0 }
        switch pairs.pair(foreground: style.foreground, background: style.background) {
        case .existing(let number):
            return number
        case .new(let number, let foreground, let background):
            return init_extended_pair(number, foreground, background) == ERR ? 0 : number
        case .startOver(let foreground, let background):
            // One reset instead of redefining pairs one by one: curses scans the whole screen on each redefinition.
            reset_color_pairs()
            startedOver = true
            return init_extended_pair(1, foreground, background) == ERR ? 0 : 1
        }
    }
}
