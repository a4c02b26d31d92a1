import MyCardsKit

@MainActor
package protocol CardsBusinessLogic: AnyObject {
    /// The scene appears: show the store, and on the first appearance sync with the backend too.
    func loadCards(request: ListCards.FetchCards.Request)
    /// `r`: the store again, then the backend.
    func refreshCards(request: ListCards.SyncCards.Request)
    func openCard(request: ListCards.OpenCard.Request)
}

/// What the router hands on: the card to open, and the card a Card scene created.
@MainActor
package protocol CardsDataStore: AnyObject {
    var selectedCard: Card? { get }
    var cardToSelect: String? { get set }
}

/// The Cards scene's use cases: reads the store (ignoring a read answered after a newer one), syncs through
/// its worker one download at a time, and keeps the card to open for the router.
@MainActor
final class CardsInteractor: CardsBusinessLogic, CardsDataStore {
    var presenter: (any CardsPresentationLogic)?
    var worker: any CardsSyncWorking
    private(set) var selectedCard: Card?
    var cardToSelect: String?
    private var stored: [Card] = []
    private var hasLoaded = false
    private var isSyncing = false
    private var readsAsked = 0
    private var storeObservation: StoreObservation?

    init(worker: any CardsSyncWorking) {
        self.worker = worker
        storeObservation = worker.observeChanges { [weak self] in
            self?.fetchCards()
        }
    }

    func loadCards(request: ListCards.FetchCards.Request) {
        fetchCards()
        if !hasLoaded { sync() }
        hasLoaded = true
    }

    func refreshCards(request: ListCards.SyncCards.Request) {
        fetchCards()
        sync()
    }

    func openCard(request: ListCards.OpenCard.Request) {
        if let identifier = request.identifier {
            guard let card = stored.first(where: { $0.identifier == identifier }) else { return }
            selectedCard = card
        } else {
            selectedCard = nil
        }
        presenter?.presentOpenedCard(response: ListCards.OpenCard.Response())
    }

    private func fetchCards() {
        readsAsked += 1
        let read = readsAsked
        worker.fetchCards { [weak self] result in
            guard let self, read == readsAsked else { return }
            if case .success(let cards) = result { stored = cards }
            let selection = cardToSelect.flatMap { id in stored.contains { $0.identifier == id } ? id : nil }
            if selection != nil { cardToSelect = nil }
            let response = ListCards.FetchCards.Response(result: result, cardToSelect: selection)
            presenter?.presentFetchedCards(response: response)
        }
    }

    private func sync() {
        guard !isSyncing else { return }
        isSyncing = true
        present(.downloading)
        worker.downloadAndMerge { [weak self] result in
            guard let self else { return }
            isSyncing = false
            switch result {
            case .success(let download):
                present(.downloaded(download.parsed, deletedHere: download.merge.deletedHere))
            case .failure(.offline(let error)): return present(.offline(error))
            case .failure(.notStored(let error)): return present(.notStored(error))
            }
            worker.sendPendingUploads { [weak self] uploaded in
                switch uploaded {
                case .success(let count): self?.present(.uploadedPending(count))
                case .failure(let error): self?.present(.pendingUploadFailed(error))
                }
            }
            worker.sendPendingDeletions()
        }
    }

    private func present(_ step: ListCards.SyncCards.Step) {
        presenter?.presentSync(response: ListCards.SyncCards.Response(step: step))
    }
}
