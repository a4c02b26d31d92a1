// TEMPORARY (issue 36): store changes as handlers, for the architecture that still observes them so (MVVM, until its
// async commit). A handler runs within `notify()`, in the turn of the change, as the callback callers' tests expect;
// `values()` is the form to use. This file, `StoreObservation` and the handler case of `StoreChanges.Delivery` go
// when no architecture calls it.

extension StoreChanges {
    /// Calls `handler` after every change until the returned token is cancelled or released.
    public func observe(
        fileID: String = #fileID, _ handler: @escaping @MainActor @Sendable () -> Void
    ) -> StoreObservation {
        let token = add(.handler(handler), fileID: fileID)
        return StoreObservation { [weak self] in self?.remove(token) }
    }
}
