/// One value of a one-shot output (a status line, a route, a photo handed back), set as a new `Event` each time the
/// view model has something to say, and taken once by whoever observes it (its controller, or the parent view model
/// that made it). A class on purpose: `@Observable` leaves an equal value unannounced, and the same status line said
/// twice (the same refusal after the form was left and opened again) must reach the screen twice. Taken once, on
/// purpose too: a route carries the next screen's view model, which must not stay alive in the parent's last route
/// once its screen has gone.
@MainActor
package final class Event<Value> {
    private var value: Value?

    package init(_ value: Value) {
        self.value = value
    }

    /// The value the first time; nil after.
    package func take() -> Value? {
        defer { value = nil }
        return value
    }
}
