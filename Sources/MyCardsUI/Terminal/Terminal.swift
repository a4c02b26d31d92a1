/// A screen the app draws on and reads input from: curses in production, an in-memory grid in tests.
@MainActor
public protocol Terminal: AnyObject {
    var size: Size { get }
    var colorMode: ColorMode { get }
    /// The pixels the terminal draws pictures in (`Picture`), found at start; nil: half blocks only.
    var graphics: PixelGraphics? { get }
    /// Shows `buffer`; `cursor` nil hides the cursor.
    func present(_ buffer: ScreenBuffer, cursor: Point?)
    /// The next pending input, without waiting: nil when there is none.
    func nextEvent() -> InputEvent?
    /// Hands the terminal back as it was (cursor, echo, colours). Safe to call more than once.
    func restore()
    /// Hands the terminal back for a while (Ctrl-Z); `resume()` takes it over again and forgets what the
    /// screen showed, so the next `present` draws everything.
    func suspend()
    func resume()
}

extension Terminal {
    public var graphics: PixelGraphics? { nil }
}
