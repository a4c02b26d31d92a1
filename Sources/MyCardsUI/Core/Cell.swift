/// One terminal cell. A wide character (CJK, emoji) fills its cell and marks the next one as its continuation.
public struct Cell: Equatable, Hashable, Sendable {
    public var character: Character
    public var style: Style
    /// True for the right half of a wide character: backends draw nothing there.
    public var isContinuation: Bool

    public init(character: Character = " ", style: Style = .plain, isContinuation: Bool = false) {
        self.character = character
        self.style = style
        self.isContinuation = isContinuation
    }

    public static let blank = Cell()
}
