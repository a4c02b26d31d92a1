import MyCardsKit

/// Each request that waits for the store or the backend is `async`: the view controller's task awaits it, and the
/// answer still goes to the presenter, never back to the caller (the requests return nothing).
@MainActor
package protocol CardsBusinessLogic: AnyObject {
    /// The scene appears: show the store, and on the first appearance sync with the backend too.
    func loadCards(request: ListCards.FetchCards.Request) async
    /// `r`: the store again, then the backend.
    func refreshCards(request: ListCards.SyncCards.Request) async
    /// Shows the store again after every change to it, until the task is cancelled.
    func followStore(request: ListCards.FollowStore.Request) async
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

    init(worker: any CardsSyncWorking) {
        self.worker = worker
    }

    func loadCards(request: ListCards.FetchCards.Request) async {
        let isFirst = !hasLoaded
        hasLoaded = true
        async let read: Void = fetchCards()
        if isFirst { await sync() }
        await read
    }

    func refreshCards(request: ListCards.SyncCards.Request) async {
        async let read: Void = fetchCards()
        await sync()
        await read
    }

    func followStore(request: ListCards.FollowStore.Request) async {
        for await _ in worker.storeChanges() {
            await fetchCards()
        }
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

    /// Presents each answer of the read (a first page, then the whole list) unless a newer read was asked meanwhile.
    private func fetchCards() async {
        readsAsked += 1
        let read = readsAsked
        for await result in worker.fetchCards() {
            guard read == readsAsked, !Task.isCancelled else { return }
            if case .success(let cards) = result { stored = cards }
            let selection = cardToSelect.flatMap { id in stored.contains { $0.identifier == id } ? id : nil }
            if selection != nil { cardToSelect = nil }
            presenter?.presentFetchedCards(
                response: ListCards.FetchCards.Response(result: result, cardToSelect: selection))
        }
    }

    private func sync() async {
        guard !isSyncing else { return }
        isSyncing = true
        defer { isSyncing = false }
        present(.downloading)
        do {
            let download = try await worker.downloadAndMerge()
            present(.downloaded(download.parsed, deletedHere: download.merge.deletedHere))
        } catch {
            switch error {
            case .offline(.cancelled): return  // the scene has gone: nobody reads this
            case .offline(let error): return present(.offline(error))
            case .notStored(let error): return present(.notStored(error))
            }
        }
        do {
            if let count = try await worker.sendPendingUploads() { present(.uploadedPending(count)) }
        } catch {
            present(.pendingUploadFailed(error))
        }
        await worker.sendPendingDeletions()
    }

    private func present(_ step: ListCards.SyncCards.Step) {
        presenter?.presentSync(response: ListCards.SyncCards.Response(step: step))
    }
}
