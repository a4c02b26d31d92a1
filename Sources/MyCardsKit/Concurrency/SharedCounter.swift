/// A counter that any thread may bump and read.
final class SharedCounter: Sendable {
    private let count = Locked(0)

    var value: Int { count.current }

    func increment() {
        count.withLock { $0 += 1 }
    }
}
