/// A status line as a presenter words it, in a view model.
struct StatusMessage: Equatable, Sendable {
    let text: String
    var busy = false
    var isError = false
}
