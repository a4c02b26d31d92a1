/// An in-memory terminal for tests: any size, input queued by hand, the last screen kept for inspection.
@MainActor
public final class HeadlessTerminal: Terminal {
    public private(set) var size: Size
    public var colorMode: ColorMode
    public var graphics: PixelGraphics?
    /// The last buffer presented (blank at first).
    public private(set) var screen: ScreenBuffer
    /// The cursor of the last present; nil when hidden.
    public private(set) var cursor: Point?
    public private(set) var presentCount = 0
    public private(set) var restoreCount = 0
    /// True between `suspend()` and `resume()`.
    public private(set) var isSuspended = false
    public private(set) var suspendCount = 0
    private var pending: [InputEvent] = []

    public init(size: Size = Size(width: 80, height: 24), colorMode: ColorMode = .palette256) {
        self.size = size
        self.colorMode = colorMode
        self.screen = ScreenBuffer(size: size)
    }

    public var pendingEvents: [InputEvent] { pending }

    public func present(_ buffer: ScreenBuffer, cursor: Point?) {
        screen = buffer
        self.cursor = cursor
        presentCount += 1
    }

    public func nextEvent() -> InputEvent? {
        pending.isEmpty ? nil : pending.removeFirst()
    }

    public func restore() {
        restoreCount += 1
    }

    public func suspend() {
        isSuspended = true
        suspendCount += 1
    }

    public func resume() {
        isSuspended = false
    }

    /// Changes the size at once and queues the `.resize` a real terminal would report.
    public func resize(to newSize: Size) {
        size = newSize
        pending.append(.resize(newSize))
    }

    public func send(_ event: InputEvent) {
        pending.append(event)
    }

    public func send(_ key: Key) {
        send(.key(key))
    }

    /// Queues one key per character; newline and tab arrive as `.enter` and `.tab`, as from a keyboard.
    public func type(_ text: String) {
        for character in text {
            switch character {
            case "\n", "\r", "\r\n": send(.enter)
            case "\t": send(.tab)
            default: send(.character(character))
            }
        }
    }

    public func click(at point: Point) {
        send(.mouse(MouseEvent(kind: .click, position: point)))
    }

    /// The last screen as plain text, trailing spaces trimmed.
    public func snapshot() -> String {
        screen.text()
    }
}
