/// One terminal cell. A wide character (CJK, emoji) fills its cell and marks the next one as its continuation.
/// Cells hold no references (see `Glyph`): a frame's thousands of them copy and compare as plain bytes.
public struct Cell: Equatable, Hashable, Sendable {
    public var character: Character {
        get { glyph.character }
        set {
            glyph = Glyph(newValue)
            columns = UInt8(DisplayWidth.of(newValue))
        }
    }
    public var style: Style
    /// True for the right half of a wide character: backends draw nothing there.
    public var isContinuation: Bool
    private(set) var glyph: Glyph
    /// The columns `character` takes (`DisplayWidth.of`), worked out once: the screen buffer asks it of every cell
    /// it writes and overwrites on every frame, and asking Unicode's properties and `wcwidth` each time cost a
    /// tenth of a keystroke's frame.
    private(set) var columns: UInt8

    public init(character: Character = " ", style: Style = .plain, isContinuation: Bool = false) {
        self.init(
            glyph: Glyph(character), style: style, isContinuation: isContinuation, columns: DisplayWidth.of(character))
    }

    /// For callers that know the glyph and its width already (a photo repeats one character in every cell).
    init(glyph: Glyph, style: Style, isContinuation: Bool = false, columns: Int) {
        self.glyph = glyph
        self.style = style
        self.isContinuation = isContinuation
        self.columns = UInt8(clamping: columns)
    }

    public static let blank = Cell()
}
