@testable import MyCardsMVVM

/// Every value a view model's one-shot output takes, in order, from the moment the test starts recording, as a
/// controller observes (and takes) them: one per turn of the main actor (`settle()` between the steps that make them).
@MainActor
final class Recorded<Value> {
    private(set) var values: [Value] = []
    private var observation: Observing?

    convenience init(_ output: @autoclosure @escaping @MainActor () -> Event<Value>?) {
        self.init(reading: { output()?.take().map { [$0] } ?? [] })
    }

    /// A state output: its value now, then each value it takes.
    convenience init(state output: @autoclosure @escaping @MainActor () -> Value) {
        self.init(reading: { [output()] }, includingNow: true)
    }

    fileprivate init(reading read: @escaping @MainActor () -> [Value], includingNow: Bool = false) {
        var isFirstRead = !includingNow
        observation = Observing.observe(
            read,
            changed: { [weak self] values in
                defer { isFirstRead = false }
                guard !isFirstRead else { return }
                self?.values += values
            })
    }

    var last: Value? { values.last }
}

/// Lets the main actor run what the step just taken queued: the view models' tasks as the services answer, then
/// the observations that read what changed, and what those start in turn. Everything here runs on the main actor and
/// every double answers on it, so each yield lets exactly the work queued before it run: no clock, no timeout, the
/// same order every run. 25 rounds are more than the longest chain (download, merge, pending uploads, upload, mark).
@MainActor
func settle() async {
    for _ in 0..<25 { await Task.yield() }
}

extension Recorded where Value: Sendable {
    /// A late output, held weakly as the Card screen holds it.
    convenience init(_ output: LateOutput<Value>) {
        self.init(reading: { [weak output] in
            guard let output, output.said > 0 else { return [] }
            return output.take()
        })
    }
}
