import Dispatch

/// Where work runs. Every hop to the main queue or a background queue goes through one of these,
/// so tests inject `ImmediateDispatcher` and run the whole flow synchronously, with no waiting.
public protocol Dispatching: Sendable {
    func dispatch(_ work: @escaping @Sendable () -> Void)
}

extension Dispatching {
    /// Runs main-actor work through this dispatcher. Production passes the main queue; tests pass
    /// `ImmediateDispatcher` from a main-actor test, so either way the work runs on the main actor.
    public func dispatchOnMain(_ work: @escaping @MainActor @Sendable () -> Void) {
        dispatch { MainQueue.run { work() } }
    }
}
