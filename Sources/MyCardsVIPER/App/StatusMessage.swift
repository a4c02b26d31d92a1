/// A status line as a presenter words it for its view.
struct StatusMessage: Equatable, Sendable {
    let text: String
    var busy = false
    var isError = false
}
