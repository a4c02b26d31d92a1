import Foundation

/// Tells screens that the store changed so they fetch again (the original app posted "entitiesChanged").
/// The worker notifies after every successful write, on the main actor.
public final class StoreChanges: @unchecked Sendable {
    // @unchecked: `handlers` and `nextToken` are only touched while holding `lock`.
    private let lock = NSLock()
    private var handlers: [Int: @MainActor @Sendable () -> Void] = [:]
    private var nextToken = 0
    /// Set by the traced store (`--trace`): each notification is then a line from the store to its observer.
    private var route: BoundaryRoute?

    public init() {}

    /// Calls `handler` after every change until the returned token is cancelled or released. `observer` is who
    /// listens, as a trace line names it.
    public func observe(
        by observer: AnyObject? = nil, _ handler: @escaping @MainActor @Sendable () -> Void
    ) -> StoreObservation {
        let token = lock.withLock {
            nextToken += 1
            handlers[nextToken] =
                route.map { route in
                    let name = observer.map(BoundaryRoute.name(of:)) ?? "Observer"
                    return { route.answer("changed", to: name) { handler() } }
                } ?? handler
            return nextToken
        }
        return StoreObservation { [weak self] in
            self?.removeHandler(token)
        }
    }

    /// Calls every current observer once. Handlers run outside the lock, so they may observe or cancel.
    @MainActor
    public func notify() {
        let current = lock.withLock { handlers.sorted { $0.key < $1.key }.map(\.value) }
        for handler in current {
            handler()
        }
    }

    /// Traces the notifications of observers that start observing from now on.
    func trace(by route: BoundaryRoute) {
        lock.withLock { self.route = route }
    }

    public var observerCount: Int {
        lock.withLock { handlers.count }
    }

    private func removeHandler(_ token: Int) {
        _ = lock.withLock { handlers.removeValue(forKey: token) }
    }
}
