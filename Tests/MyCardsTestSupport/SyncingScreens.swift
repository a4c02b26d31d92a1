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

    /// The Card screen's save of `card` as read; answers the stored card (nil when the store refused it).
    public func save(_ card: Card, saved: @escaping @MainActor (Card?) -> Void = { _ in }) {
        store.save(card) { [store, network] result in
            guard case .success(let stored) = result else { return saved(nil) }
            saved(stored)
            network.upload([stored]) { answer in
                if case .success = answer { store.markUploaded([stored]) { _ in } }
            }
        }
    }

    /// The Card screen's delete.
    public func delete(_ identifier: String) {
        store.remove(identifiers: [identifier]) { [store, network] result in
            guard case .success = result else { return }
            network.delete(identifier: identifier) { answer in
                if case .success = answer { store.markDeletedOnBackend(identifiers: [identifier]) { _ in } }
            }
        }
    }

    /// The Cards screen's `r`: merge what came, then send what is still pending.
    public func download() {
        network.download { [self] answer in
            guard case .success(let parsed) = answer else { return }
            store.mergeDownloaded(parsed.cards) { [self] _ in sendPending() }
        }
    }

    private func sendPending() {
        store.pendingUploads { [store, network] result in
            guard case .success(let pending) = result, !pending.isEmpty else { return }
            network.upload(pending) { answer in
                if case .success = answer { store.markUploaded(pending) { _ in } }
            }
        }
        store.pendingDeletions { [store, network] result in
            guard case .success(let identifiers) = result else { return }
            for identifier in identifiers {
                network.delete(identifier: identifier) { answer in
                    if case .success = answer { store.markDeletedOnBackend(identifiers: [identifier]) { _ in } }
                }
            }
        }
    }
}
