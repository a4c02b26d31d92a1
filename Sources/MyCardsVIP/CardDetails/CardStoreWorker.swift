import MyCardsKit

/// What the Card scene's interactor asks of its worker.
@MainActor
package protocol CardStoreWorking: AnyObject {
    func store(_ card: Card) async throws(PersistenceError) -> Card
    func setFavourite(_ isFavourite: Bool, of identifier: String) async throws(PersistenceError) -> Card
    func read(_ identifier: String) async -> Card?
    /// One element after every change to the store, for as long as the caller iterates.
    func storeChanges() -> AsyncStream<Void>
    func upload(_ card: Card) async throws(NetworkError)
    func remove(_ identifier: String) async throws(PersistenceError)
    func deleteOnBackend(_ identifier: String) async throws(NetworkError)
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

    func store(_ card: Card) async throws(PersistenceError) -> Card {
        try await cards.save(card)
    }

    /// Marks or unmarks the stored card; answers it as stored now, with its new revision.
    func setFavourite(_ isFavourite: Bool, of identifier: String) async throws(PersistenceError) -> Card {
        try await cards.setFavourite(isFavourite, identifier: identifier)
    }

    /// The card as stored now; nil when it is no longer there or cannot be read.
    func read(_ identifier: String) async -> Card? {
        let stored = try? await cards.get(.card(identifier: identifier))
        return stored?.first { $0.identifier == identifier }
    }

    func storeChanges() -> AsyncStream<Void> {
        cards.changes.values()
    }

    /// Uploads a stored card and marks it uploaded when the backend took it.
    func upload(_ card: Card) async throws(NetworkError) {
        try await network.upload([card])
        try? await cards.markUploaded([card])
    }

    func remove(_ identifier: String) async throws(PersistenceError) {
        try await cards.remove(identifiers: [identifier])
    }

    /// Deletes on the backend, and once it is gone there forgets the pending deletion.
    func deleteOnBackend(_ identifier: String) async throws(NetworkError) {
        try await network.delete(identifier: identifier)
        try? await cards.markDeletedOnBackend(identifiers: [identifier])
    }
}
