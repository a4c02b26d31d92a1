/// What a double of a VIPER protocol was told, whatever its methods are called: each call with the values it was
/// handed, in order. The workshop's role-level tests read the values that crossed a boundary (`Reflection.strings(in:
/// told)`) and leave the name and the shape of a new method to the attendee; the method of a mock that is new only
/// has to hand what it got to `record(…)`.
@MainActor
class CallRecorder {
    /// One call: the method (for a failing test's message) and what it was handed.
    struct Call {
        let method: String
        let values: [Any]
    }

    private(set) var calls: [Call] = []

    /// Every value handed over, in the order of the calls.
    var told: [Any] { calls.flatMap(\.values) }

    /// What the calls from `mark` on (`calls.count` taken earlier) were handed.
    func told(since mark: Int) -> [Any] {
        calls.dropFirst(mark).flatMap(\.values)
    }

    func record(_ values: Any..., method: String = #function) {
        calls.append(Call(method: method, values: values))
    }
}
