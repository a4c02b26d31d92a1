/// A flag that can be claimed once, from any thread: the first `claim()` answers true, every later one false.
public final class OnceFlag: Sendable {
    private let claimed = Locked(false)

    public init() {}

    public func claim() -> Bool {
        claimed.withLock { claimed in
            defer { claimed = true }
            return !claimed
        }
    }
}
