import MyCardsKit

/// The Cards use cases: reads the store (ignoring a read answered after a newer one), downloads one at a time,
/// merges, then sends what was saved or deleted offline. The presenter gets the cards as `CardItem`s; the entities
/// stay here, for the router to open one (`CardsLookup`).
@MainActor
final class CardsInteractor: CardsInteractorInput, CardsLookup {
    weak var output: (any CardsInteractorOutput)?
    private let cards: any PersistenceWorking<Card>
    private let network: any CardsNetworking
    private var stored: [Card] = []
    private var isSyncing = false
    private var readsAsked = 0
    private var observation: StoreObservation?

    init(cards: any PersistenceWorking<Card>, network: any CardsNetworking) {
        self.cards = cards
        self.network = network
        observation = cards.changes.observe { [weak self] in
            self?.output?.storeDidChange()
        }
    }

    func card(identifier: String) -> Card? {
        stored.first { $0.identifier == identifier }
    }

    func fetchCards() {
        readsAsked += 1
        let read = readsAsked
        cards.get(.cardsInDisplayOrder) { [weak self] result in
            guard let self, read == readsAsked else { return }
            switch result {
            case .success(let cards):
                stored = cards
                output?.didFetch(cards.map(CardItem.init))
            case .failure(let error):
                output?.didFailToFetch(error)
            }
        }
    }

    func syncWithBackend() {
        guard !isSyncing else { return }
        isSyncing = true
        output?.didStartSync()
        network.download { [weak self] result in
            guard let self else { return }
            isSyncing = false
            switch result {
            case .success(let parsed): merge(parsed)
            case .failure(let error):
                output?.didFailToSync(error)
            }
        }
    }

    private func merge(_ parsed: ParsedCards) {
        guard !parsed.cards.isEmpty else { return synced(parsed) }
        cards.mergeDownloaded(parsed.cards) { [weak self] result in
            switch result {
            case .success(let merge): self?.synced(parsed, deletedHere: merge.deletedHere)
            case .failure(let error): self?.output?.didFailToStore(error)
            }
        }
    }

    private func synced(_ parsed: ParsedCards, deletedHere: Int = 0) {
        output?.didSync(downloaded: parsed.cards.count, skipped: parsed.skipped.count, deletedHere: deletedHere)
        uploadPending()
        deletePending()
    }

    private func uploadPending() {
        cards.pendingUploads { [weak self] result in
            guard let self, case .success(let pending) = result, !pending.isEmpty else { return }
            network.upload(pending) { [weak self] uploaded in
                guard let self else { return }
                if case .failure(let error) = uploaded { return output?.didFailToUploadPending(error) ?? () }
                cards.markUploaded(pending) { _ in }
                output?.didUploadPending(count: pending.count)
            }
        }
    }

    private func deletePending() {
        cards.pendingDeletions { [weak self] result in
            guard let self, case .success(let identifiers) = result else { return }
            for identifier in identifiers {
                network.delete(identifier: identifier) { [weak self] deleted in
                    guard case .success = deleted else { return }
                    self?.cards.markDeletedOnBackend(identifiers: [identifier]) { _ in }
                }
            }
        }
    }
}
