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
        var character = cchar_t()
        // Nearly every cell is one scalar: handed over as it is, without making a `Character` of it.
        let prepared =
            if let scalar = cell.glyph.scalar {
                withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: 2) { buffer in
                    buffer[0] = wchar_t(bitPattern: scalar.value)
                    buffer[1] = 0
                    return Self.set(&character, to: buffer.baseAddress!, count: 1, attributes: attributes, pair: &pair)
                }
            } else {
                Self.withWideCharacters(of: cell.character) { characters, count in
                    Self.set(&character, to: characters, count: count, attributes: attributes, pair: &pair)
                }
            }
        guard prepared else { return }
        _ = mvwadd_wch(window, Int32(point.y), Int32(point.x), &character)
    }

    /// `setcchar` with NUL-terminated `characters`: curses takes one spacing character and up to four combining
    /// ones, and an emoji sequence is more, so that falls back to its first scalar.
    private static func set(
        _ character: inout cchar_t, to characters: UnsafeMutablePointer<wchar_t>, count: Int, attributes: attr_t,
        pair: inout Int32
    ) -> Bool {
        if setcchar(&character, characters, attributes, 0, &pair) != ERR { return true }
        characters[1] = 0
        return count > 1 && setcchar(&character, characters, attributes, 0, &pair) != ERR
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
        withWideCharacters(of: character) { Array(UnsafeBufferPointer(start: $0, count: $1 + 1)) }
    }

    /// `wideCharacters(of:)` in a buffer on the stack, with the number of scalars before the NUL: drawing a frame
    /// prepares every changed cell, and an array each was a tenth of the time curses got.
    static func withWideCharacters<Result>(
        of character: Character, _ body: (UnsafeMutablePointer<wchar_t>, Int) -> Result
    ) -> Result {
        let capacity = Int(CCHARW_MAX)
        return withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: capacity + 1) { buffer in
            var count = 0
            for scalar in character.unicodeScalars.prefix(capacity) {
                buffer[count] = wchar_t(bitPattern: scalar.value)
                count += 1
            }
            if count == 0 {
                buffer[0] = 32
                count = 1
            }
            buffer[count] = 0
            return body(buffer.baseAddress!, count)
        }
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
