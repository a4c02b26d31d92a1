/// The token `StoreChanges.observe` returns: the observation lasts until it is cancelled or released.
public final class StoreObservation: Sendable {
    private let onCancel: @Sendable () -> Void

    /// `onCancel` may run more than once (on `cancel()` and again on release), so it must be idempotent.
    public init(onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = onCancel
    }

    deinit {
        onCancel()
    }

    public func cancel() {
        onCancel()
    }
}
