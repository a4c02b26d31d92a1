/// One screen of the app (or a modal over it) as the navigation stack and the app frame see it: a title, the keys
/// that work, a way to draw into the content area and a way to take input.
@MainActor
public protocol Screen: AnyObject {
    /// The screen's name in the title bar ("Cards", "Edit card", …).
    var title: String { get }
    /// The keys shown in the key bar and the help overlay ("? help" is added by the app frame).
    var keyHints: [KeyHint] { get }
    /// True while a text field has the focus: `?` is then text, not the help key.
    var acceptsTextInput: Bool { get }
    /// Draws into `area` and returns where the terminal cursor belongs (a focused text field), or nil to hide it.
    func render(into buffer: inout ScreenBuffer, area: Rect) -> Point?
    /// Returns true when the event was used.
    func handle(_ event: InputEvent) -> Bool
    /// Called when the screen becomes the top of the stack: shown first, pushed, or uncovered by a pop.
    func screenWillAppear()
    /// Called when the screen stops being the top: covered by a push, or popped.
    func screenDidDisappear()
    /// What the screen shows now, as far as its error messages go: an error about it belongs to what it showed when
    /// the error came (a form), and goes when that changes (the form is left). The same for all screens but one.
    var statusScope: String { get }
}

extension Screen {
    public var acceptsTextInput: Bool { false }
    public var statusScope: String { "" }
    public func screenWillAppear() {}
    public func screenDidDisappear() {}
}
