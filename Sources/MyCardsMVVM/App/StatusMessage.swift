/// A line for the status bar as a view model words it; the controller puts it on screen.
struct StatusMessage: Equatable, Sendable {
    let text: String
    var busy = false
    var isError = false

    static func info(_ text: String, busy: Bool = false) -> StatusMessage {
        StatusMessage(text: text, busy: busy, isError: false)
    }

    static func error(_ text: String) -> StatusMessage {
        StatusMessage(text: text, busy: false, isError: true)
    }
}
