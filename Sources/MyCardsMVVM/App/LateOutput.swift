import Observation

/// A view model's output that can still speak after its view model has gone: a request whose answer may come late (an
/// upload, a backend delete) holds this output, not the view model. It lasts until its last holder lets go — the view
/// model, or the last such request, answered — and with it every observation made with `Observing.observeValues`.
///
/// Every line said reaches the observer, in order: an observation reads on the main actor's next turn, and two
/// answers may come in one turn (an upload's and a delete's, released together), so the lines wait here until taken.
@MainActor
@Observable
package final class LateOutput<Value: Sendable> {
    /// How many lines were said: what an observation tracks.
    package private(set) var said = 0
    @ObservationIgnored private var unread: [Value] = []

    func send(_ value: Value) {
        unread.append(value)
        said += 1
    }

    /// The lines said since the last take, oldest first; each is taken once.
    package func take() -> [Value] {
        defer { unread = [] }
        return unread
    }
}
