import Foundation

/// Stops a request under way: its connection is closed where it stands (a read waiting on a backend that does not
/// answer returns at once), and its completion is never called. Any thread may cancel, once or many times, before,
/// during or after the request; after the answer it does nothing.
public final class NetworkCancellation: @unchecked Sendable {
    // @unchecked: `isCancelled`, `stop` and `watchers` are only touched while holding `lock`.
    private let lock = NSLock()
    private var cancelled = false
    private var stop: (@Sendable () -> Void)?
    private var watchers: [@Sendable () -> Void] = []

    public init() {}

    public var isCancelled: Bool { lock.withLock { cancelled } }

    public func cancel() {
        let (stop, watchers): ((@Sendable () -> Void)?, [@Sendable () -> Void]) = lock.withLock {
            guard !cancelled else { return (nil, []) }
            cancelled = true
            defer {
                self.stop = nil
                self.watchers = []
            }
            return (self.stop, self.watchers)
        }
        stop?()
        for watcher in watchers { watcher() }
    }

    /// `watcher` runs once when the request is cancelled (at once when it already is), beside the work's own
    /// `stop`: for whoever holds the request back, as `OrderedCardRequests` does, and must let the next one go.
    public func whenCancelled(_ watcher: @escaping @Sendable () -> Void) {
        let now = lock.withLock {
            guard !cancelled else { return true }
            watchers.append(watcher)
            return false
        }
        if now { watcher() }
    }

    /// While the work runs, `stop` is how to stop it; it runs at once when already cancelled. `nil` when the work
    /// has ended, so nothing it holds is kept.
    public func whileRunning(stop: (@Sendable () -> Void)?) {
        let now: (@Sendable () -> Void)? = lock.withLock {
            guard !cancelled else { return stop }
            self.stop = stop
            return nil
        }
        now?()
    }
}
