import Foundation

/// A flag that can be claimed once, from any thread: the first `claim()` answers true, every later one false.
public final class OnceFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var claimed = false

    public init() {}

    public func claim() -> Bool {
        lock.withLock {
            defer { claimed = true }
            return !claimed
        }
    }
}
