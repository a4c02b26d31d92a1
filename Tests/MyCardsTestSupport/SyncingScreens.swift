import MyCardsKit

/// What the Card and Cards screens of every variant ask of the store and the backend, in their order, without a
/// screen: a save is stored, then uploaded and marked uploaded; a delete is stored, then sent and marked sent; a
/// download is merged, then what is still pending is sent again. For specs about the services under that traffic.
@MainActor
public final class SyncingScreens {
    public let store: any PersistenceWorking<Card>
    public let network: any CardsNetworking

    public init(store: any PersistenceWorking<Card>, network: any CardsNetworking) {
        self.store = store
        self.network = network
    }

    /// The Card screen's save of `card` as read; answers the stored card (nil when the store refused it). Each act
    /// runs in a task of its own, as a screen's: the test yields (`AwaitedStore.settle()`) to let it go on.
    public func save(_ card: Card, saved: @escaping @MainActor (Card?) -> Void = { _ in }) {
        Task { [store, network] in
            guard let stored = try? await store.save(card) else { return saved(nil) }
            saved(stored)
            guard (try? await network.upload([stored])) != nil else { return }
            try? await store.markUploaded([stored])
        }
    }

    /// The Card screen's delete.
    public func delete(_ identifier: String) {
        Task { [store, network] in
            guard (try? await store.remove(identifiers: [identifier])) != nil else { return }
            guard (try? await network.delete(identifier: identifier)) != nil else { return }
            try? await store.markDeletedOnBackend(identifiers: [identifier])
        }
    }

    /// The Cards screen's `r`: merge what came, then send what is still pending.
    public func download() {
        Task { [self] in
            guard let parsed = try? await network.download() else { return }
            _ = try? await store.mergeDownloaded(parsed.cards)
            sendPending()
        }
    }

    /// The pending uploads as one request, and each pending delete as one, side by side.
    private func sendPending() {
        Task { [store, network] in
            guard let pending = try? await store.pendingUploads(), !pending.isEmpty else { return }
            guard (try? await network.upload(pending)) != nil else { return }
            try? await store.markUploaded(pending)
        }
        Task { [store, network] in
            guard let identifiers = try? await store.pendingDeletions() else { return }
            for identifier in identifiers {
                Task {
                    guard (try? await network.delete(identifier: identifier)) != nil else { return }
                    try? await store.markDeletedOnBackend(identifiers: [identifier])
                }
            }
        }
    }
}
