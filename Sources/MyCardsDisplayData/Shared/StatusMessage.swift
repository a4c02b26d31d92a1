/// A line for the status bar as a presentation role words it (a view model, a VIPER or VIP presenter); the view
/// puts it on screen.
public struct StatusMessage: Equatable, Sendable {
    public let text: String
    /// Work is still under way: the line shows a spinner until the next one.
    public var busy: Bool
    public var isError: Bool

    public init(text: String, busy: Bool = false, isError: Bool = false) {
        self.text = text
        self.busy = busy
        self.isError = isError
    }

    public static func info(_ text: String, busy: Bool = false) -> StatusMessage {
        StatusMessage(text: text, busy: busy, isError: false)
    }

    public static func error(_ text: String) -> StatusMessage {
        StatusMessage(text: text, busy: false, isError: true)
    }
}
