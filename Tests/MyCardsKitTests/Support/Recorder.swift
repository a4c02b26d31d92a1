/// Collects the values a completion handler receives, so a test can assert on them afterwards.
@MainActor
final class Recorder<Value> {
    private(set) var values: [Value] = []

    var last: Value? { values.last }

    func record(_ value: Value) {
        values.append(value)
    }
}
