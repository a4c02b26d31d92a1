import MyCardsKit

/// What the Card scene's interactor asks of its worker.
@MainActor
package protocol CardStoreWorking: AnyObject {
    func store(_ card: Card, completion: @escaping @MainActor @Sendable (Result<Card, PersistenceError>) -> Void)
    func setFavourite(
        _ isFavourite: Bool, of identifier: String,
        completion: @escaping @MainActor @Sendable (Result<Card, PersistenceError>) -> Void)
    func read(_ identifier: String, completion: @escaping @MainActor @Sendable (Card?) -> Void)
    func observeChanges(_ handler: @escaping @MainActor @Sendable () -> Void) -> StoreObservation
    func upload(_ card: Card, completion: @escaping @MainActor (Result<Void, NetworkError>) -> Void)
    func remove(
        _ identifier: String, completion: @escaping @MainActor @Sendable (Result<Void, PersistenceError>) -> Void)
    func deleteOnBackend(_ identifier: String, completion: @escaping @MainActor (Result<Void, NetworkError>) -> Void)
}

/// The store and the backend as the Card scene uses them: read the card again, save (checked against the
/// revision it was read at) then upload, mark a favourite, delete then tell the backend.
@MainActor
class CardStoreWorker: CardStoreWorking {
    private let cards: any PersistenceWorking<Card>
    private let network: any CardsNetworking

    init(cards: any PersistenceWorking<Card>, network: any CardsNetworking) {
        self.cards = cards
        self.network = network
    }

    func store(_ card: Card, completion: @escaping @MainActor @Sendable (Result<Card, PersistenceError>) -> Void) {
        cards.save(card, completion: completion)
    }

    /// Marks or unmarks the stored card; answers it as stored now, with its new revision.
    func setFavourite(
        _ isFavourite: Bool, of identifier: String,
        completion: @escaping @MainActor @Sendable (Result<Card, PersistenceError>) -> Void
    ) {
        cards.setFavourite(isFavourite, identifier: identifier, completion: completion)
    }

    /// The card as stored now; nil when it is no longer there or cannot be read.
    func read(_ identifier: String, completion: @escaping @MainActor @Sendable (Card?) -> Void) {
        cards.storedCard(identifier, completion: completion)
    }

    /// Calls `handler` after every change to the store, from this process or another.
    func observeChanges(_ handler: @escaping @MainActor @Sendable () -> Void) -> StoreObservation {
        cards.changes.observe(handler)
    }

    /// Uploads a stored card and marks it uploaded when the backend took it.
    func upload(_ card: Card, completion: @escaping @MainActor (Result<Void, NetworkError>) -> Void) {
        network.upload([card]) { [cards] result in
            if case .success = result { cards.markUploaded([card]) { _ in } }
            completion(result)
        }
    }

    func remove(
        _ identifier: String, completion: @escaping @MainActor @Sendable (Result<Void, PersistenceError>) -> Void
    ) {
        cards.remove(identifiers: [identifier], completion: completion)
    }

    /// Deletes on the backend, and once it is gone there forgets the pending deletion.
    func deleteOnBackend(_ identifier: String, completion: @escaping @MainActor (Result<Void, NetworkError>) -> Void) {
        network.delete(identifier: identifier) { [cards] result in
            if case .success = result { cards.markDeletedOnBackend(identifiers: [identifier]) { _ in } }
            completion(result)
        }
    }
}
