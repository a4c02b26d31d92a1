import MyCardsKit

@MainActor
package protocol CodeBusinessLogic: AnyObject {
    func showCode(request: ShowCode.Request)
}

@MainActor
package protocol CodeDataStore: AnyObject {
    /// nil until the Card scene's router passes it.
    var card: Card? { get set }
}

/// Holds the card the Card scene's router passed in and hands it to the presenter, then follows it in the store
/// through the Card scene's worker: another window may change it while the screen is up, and a till must not scan a
/// stale number. A card gone from the store keeps its last code, as the Card scene keeps it.
@MainActor
final class CodeInteractor: CodeBusinessLogic, CodeDataStore {
    var presenter: (any CodePresentationLogic)?
    var card: Card?
    private let worker: any CardStoreWorking
    private var storeObservation: StoreObservation?

    init(worker: any CardStoreWorking) {
        self.worker = worker
    }

    func showCode(request: ShowCode.Request) {
        guard let card else { return }
        presenter?.presentCode(response: ShowCode.Response(card: card))
        if storeObservation == nil {
            storeObservation = worker.observeChanges { [weak self] in self?.readCard() }
        }
        readCard()
    }

    private func readCard() {
        guard let identifier = card?.identifier else { return }
        worker.read(identifier) { [weak self] stored in
            guard let self, let stored else { return }
            card = stored
            presenter?.presentCode(response: ShowCode.Response(card: stored))
        }
    }
}
