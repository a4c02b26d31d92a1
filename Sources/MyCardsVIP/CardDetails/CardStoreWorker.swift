import MyCardsKit

/// The store and the backend as the Card scene uses them: read the card again, save (checked against the
/// revision it was read at) then upload, mark a favourite, delete then tell the backend.
@MainActor
class CardStoreWorker {
    private let cards: any PersistenceWorking<Card>
    private let network: any CardsNetworking
    private let trace: TraceLog

    init(cards: any PersistenceWorking<Card>, network: any CardsNetworking, tracer: any Tracing) {
        self.cards = cards
        self.network = network
        trace = tracer.log(for: "CardStoreWorker")
    }

    func store(_ card: Card, completion: @escaping @MainActor @Sendable (Result<Card, PersistenceError>) -> Void) {
        trace.to("CardsWorker", "save(\(card.identifier)@\(card.revision))")
        cards.save(card, completion: completion)
    }

    /// Marks or unmarks the stored card; answers it as stored now, with its new revision.
    func setFavourite(
        _ isFavourite: Bool, of identifier: String,
        completion: @escaping @MainActor @Sendable (Result<Card, PersistenceError>) -> Void
    ) {
        trace.to("CardsWorker", "setFavourite(\(isFavourite), \(identifier))")
        cards.setFavourite(isFavourite, identifier: identifier, completion: completion)
    }

    /// The card as stored now; nil when it is no longer there or cannot be read.
    func read(_ identifier: String, completion: @escaping @MainActor @Sendable (Card?) -> Void) {
        trace.to("CardsWorker", "get(\(identifier))")
        cards.storedCard(identifier, completion: completion)
    }

    /// Calls `handler` after every change to the store, from this process or another.
    func observeChanges(_ handler: @escaping @MainActor @Sendable () -> Void) -> StoreObservation {
        cards.changes.observe(handler)
    }

    /// Uploads a stored card and marks it uploaded when the backend took it.
    func upload(_ card: Card, completion: @escaping @MainActor (Result<Void, NetworkError>) -> Void) {
        trace.to("NetworkLoader", "upload(\(card.identifier))")
        network.upload([card]) { [cards] result in
            if case .success = result { cards.markUploaded(identifiers: [card.identifier]) { _ in } }
            completion(result)
        }
    }

    func remove(
        _ identifier: String, completion: @escaping @MainActor @Sendable (Result<Void, PersistenceError>) -> Void
    ) {
        trace.to("CardsWorker", "remove(\(identifier))")
        cards.remove(identifiers: [identifier], completion: completion)
    }

    /// Deletes on the backend, and once it is gone there forgets the pending deletion.
    func deleteOnBackend(_ identifier: String, completion: @escaping @MainActor (Result<Void, NetworkError>) -> Void) {
        trace.to("NetworkLoader", "delete(\(identifier))")
        network.delete(identifier: identifier) { [cards] result in
            if case .success = result { cards.markDeletedOnBackend(identifiers: [identifier]) { _ in } }
            completion(result)
        }
    }
}
