/// A screen's status line as state: the last message the screen showed. `serial` counts the messages, so the same
/// sentence shown twice is two messages (the host shows each once, about its screen; `AppShell` decides where).
struct StatusLine: Equatable, Sendable {
    struct Message: Equatable, Sendable {
        let text: String
        let busy: Bool
        let isError: Bool
    }

    private(set) var message: Message?
    private(set) var serial = 0

    /// A new message for the screen's status line.
    mutating func show(_ text: String, busy: Bool = false, isError: Bool = false) {
        message = Message(text: text, busy: busy, isError: isError)
        serial += 1
    }
}
