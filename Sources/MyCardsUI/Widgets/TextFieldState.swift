/// The text of a one-line field and its cursor, edited by whole Characters (a CJK character, an emoji, a letter
/// with its combining marks) so an edit never splits what the user sees as one symbol.
public struct TextFieldState: Equatable, Sendable {
    public private(set) var text: String
    /// In Characters, from 0 (before the first) to `text.count` (after the last).
    public private(set) var cursor: Int
    /// The first Character shown; rendering moves it so the cursor stays visible.
    public private(set) var scrollOffset: Int
    /// The most Characters typing or pasting may bring the text to (nil: no limit); text set by the owner may be
    /// longer, and then takes no more.
    public let maximumLength: Int?

    public init(text: String = "", maximumLength: Int? = nil) {
        self.text = text
        self.cursor = text.count
        self.scrollOffset = 0
        self.maximumLength = maximumLength
    }

    /// True when typing or pasting can add nothing more.
    public var isFull: Bool { maximumLength.map { text.count >= $0 } ?? false }

    public mutating func setText(_ newText: String) {
        text = newText
        cursor = newText.count
        scrollOffset = 0
    }

    public mutating func insert(_ string: String) {
        let characters = Array(text)
        var string = string
        if let maximumLength, string.count > maximumLength - characters.count {
            string = String(string.prefix(max(0, maximumLength - characters.count)))
        }
        // Build the left part first: a combining mark joins the Character before it, and the cursor follows.
        let left = String(characters[..<cursor]) + string
        text = left + String(characters[cursor...])
        cursor = min(left.count, text.count)
    }

    public mutating func backspace() {
        guard cursor > 0 else { return }
        var characters = Array(text)
        characters.remove(at: cursor - 1)
        text = String(characters)
        cursor = min(cursor - 1, text.count)
    }

    public mutating func deleteForward() {
        var characters = Array(text)
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
        text = String(characters)
        cursor = min(cursor, text.count)
    }

    /// Inserts pasted text as one line: line ends and tabs become spaces, so a paste never carries keys.
    public mutating func paste(_ string: String) {
        insert(String(string.map { $0.isNewline || $0 == "\t" ? " " : $0 }))
    }

    /// Readline's Meta-b: to the start of this word, or of the one before when already at a start.
    public mutating func moveWordLeft() { cursor = wordStart(before: cursor) }

    /// Readline's Meta-f: to the end of this word, or of the next one when already at an end.
    public mutating func moveWordRight() {
        let characters = Array(text)
        var index = cursor
        while index < characters.count && !Self.isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count && Self.isWordCharacter(characters[index]) { index += 1 }
        cursor = index
    }

    /// Readline's Meta-Backspace: deletes from the start of the word (as Meta-b finds it) to the cursor.
    public mutating func deleteWordBackward() {
        let start = wordStart(before: cursor)
        var characters = Array(text)
        characters.removeSubrange(start..<cursor)
        text = String(characters)
        cursor = min(start, text.count)
    }

    public mutating func moveLeft() { cursor = max(0, cursor - 1) }
    public mutating func moveRight() { cursor = min(text.count, cursor + 1) }
    public mutating func moveToStart() { cursor = 0 }
    public mutating func moveToEnd() { cursor = text.count }

    /// Applies an editing key; returns false for keys a text field does not use (Enter, Tab, arrows up/down…).
    @discardableResult
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let character): insert(String(character))
        case .backspace: backspace()
        case .delete: deleteForward()
        case .left: moveLeft()
        case .right: moveRight()
        case .home: moveToStart()
        case .end: moveToEnd()
        case .meta(.character("b")): moveWordLeft()
        case .meta(.character("f")): moveWordRight()
        case .meta(.backspace): deleteWordBackward()
        default: return false
        }
        return true
    }

    /// Scrolls so the cursor fits in `width` columns, and shows as much text as fits before it. Linear in the
    /// text's length: widths are summed once, walking back from the cursor and from the end.
    public mutating func scrollToCursor(width: Int) {
        guard width > 0 else { return }
        let characters = Array(text)
        let cursorCell = cursor < characters.count ? max(1, DisplayWidth.of(characters[cursor])) : 1
        // The first Character that keeps the cursor in view: walk back from it while the columns still fit.
        var firstFitting = cursor
        var columns = cursorCell
        while firstFitting > 0 && columns + DisplayWidth.of(characters[firstFitting - 1]) <= width {
            firstFitting -= 1
            columns += DisplayWidth.of(characters[firstFitting])
        }
        scrollOffset = max(min(scrollOffset, cursor), firstFitting)
        // After a deletion, pull earlier text back in while everything from there to the end still fits.
        var shownToEnd = Self.width(of: characters[scrollOffset...])
        while scrollOffset > 0 && shownToEnd + DisplayWidth.of(characters[scrollOffset - 1]) + 1 <= width {
            scrollOffset -= 1
            shownToEnd += DisplayWidth.of(characters[scrollOffset])
        }
    }

    /// The text shown in `width` columns from `scrollOffset`, and the cursor's column in it.
    public func visible(width: Int) -> (text: String, cursorColumn: Int) {
        let characters = Array(text)
        let start = min(scrollOffset, characters.count)
        let shown = DisplayWidth.prefix(of: String(characters[start...]), fitting: max(0, width))
        return (shown, Self.width(of: characters[start..<max(start, cursor)]))
    }

    private func wordStart(before position: Int) -> Int {
        let characters = Array(text)
        var index = position
        while index > 0 && !Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0 && Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    /// Letters and digits make words, as in readline; spaces and punctuation separate them.
    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    private static func width(of characters: ArraySlice<Character>) -> Int {
        characters.reduce(0) { $0 + DisplayWidth.of($1) }
    }
}
