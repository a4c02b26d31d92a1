import Foundation

/// Tells screens that the store changed so they fetch again (the original app posted "entitiesChanged").
/// The worker notifies after every successful write, on the main actor.
public final class StoreChanges: @unchecked Sendable {
    // @unchecked: `handlers` and `nextToken` are only touched while holding `lock`.
    private let lock = NSLock()
    private var handlers: [Int: @MainActor @Sendable () -> Void] = [:]
    private var nextToken = 0

    public init() {}

    /// Calls `handler` after every change until the returned token is cancelled or released.
    public func observe(_ handler: @escaping @MainActor @Sendable () -> Void) -> StoreObservation {
        let token = lock.withLock {
            nextToken += 1
            handlers[nextToken] = handler
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

    public var observerCount: Int {
        lock.withLock { handlers.count }
    }

    private func removeHandler(_ token: Int) {
        _ = lock.withLock { handlers.removeValue(forKey: token) }
    }
}
