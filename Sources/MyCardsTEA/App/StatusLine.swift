/// A screen's status line as state: the last message about the screen, or none. What the terminal's status line shows
/// is a function of the whole app state (`AppState.statusLine`); nothing counts or remembers messages.
struct StatusLine: Equatable, Sendable {
    struct Message: Equatable, Sendable {
        let text: String
        let busy: Bool
        let isError: Bool
    }

    private(set) var message: Message?

    /// A new message for the screen's status line.
    mutating func show(_ text: String, busy: Bool = false, isError: Bool = false) {
        message = Message(text: text, busy: busy, isError: isError)
    }

    mutating func clear() {
        message = nil
    }

    /// The screen no longer shows what a standing error was about (a form left or opened): the error goes, news and
    /// running work stay, as the shell's status line does for the other variants.
    mutating func dropError() {
        if let message, message.isError, !message.busy { self.message = nil }
    }
}
