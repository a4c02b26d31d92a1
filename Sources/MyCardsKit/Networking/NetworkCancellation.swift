/// Stops a request under way: its connection is closed where it stands (a read waiting on a backend that does not
/// answer returns at once), and its completion is never called. Any thread may cancel, once or many times, before,
/// during or after the request; after the answer it does nothing.
public final class NetworkCancellation: Sendable {
    private struct State: Sendable {
        var cancelled = false
        var stop: (@Sendable () -> Void)?
        var watchers: [@Sendable () -> Void] = []
    }

    private let state = Locked(State())

    public init() {}

    public var isCancelled: Bool { state.withLock { $0.cancelled } }

    public func cancel() {
        let (stop, watchers): ((@Sendable () -> Void)?, [@Sendable () -> Void]) = state.withLock { state in
            guard !state.cancelled else { return (nil, []) }
            state.cancelled = true
            defer {
                state.stop = nil
                state.watchers = []
            }
            return (state.stop, state.watchers)
        }
        stop?()
        for watcher in watchers { watcher() }
    }

    /// `watcher` runs once when the request is cancelled (at once when it already is), beside the work's own
    /// `stop`: for whoever holds the request back, as `OrderedCardRequests` does, and must let the next one go.
    public func whenCancelled(_ watcher: @escaping @Sendable () -> Void) {
        let now = state.withLock { state in
            guard !state.cancelled else { return true }
            state.watchers.append(watcher)
            return false
        }
        if now { watcher() }
    }

    /// While the work runs, `stop` is how to stop it; it runs at once when already cancelled. `nil` when the work
    /// has ended, so nothing it holds is kept.
    public func whileRunning(stop: (@Sendable () -> Void)?) {
        let now: (@Sendable () -> Void)? = state.withLock { state in
            guard !state.cancelled else { return stop }
            state.stop = stop
            return nil
        }
        now?()
    }
}
