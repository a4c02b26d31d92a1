import Foundation

/// Stops a request under way: its connection is closed where it stands (a read waiting on a backend that does not
/// answer returns at once), and its completion is never called. Any thread may cancel, once or many times, before,
/// during or after the request; after the answer it does nothing.
public final class NetworkCancellation: @unchecked Sendable {
    // @unchecked: `isCancelled` and `stop` are only touched while holding `lock`.
    private let lock = NSLock()
    private var cancelled = false
    private var stop: (@Sendable () -> Void)?

    public init() {}

    public var isCancelled: Bool { lock.withLock { cancelled } }

    public func cancel() {
        let stop: (@Sendable () -> Void)? = lock.withLock {
            guard !cancelled else { return nil }
            cancelled = true
            defer { self.stop = nil }
            return self.stop
        }
        stop?()
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
