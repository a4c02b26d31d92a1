import MyCardsKit

@MainActor
package protocol CodeBusinessLogic: AnyObject {
    func showCode(request: ShowCode.Request)
    /// Reads the card now and after every change to the store, until the task is cancelled.
    func followCard(request: ShowCode.Request) async
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

    init(worker: any CardStoreWorking) {
        self.worker = worker
    }

    func showCode(request: ShowCode.Request) {
        guard let card else { return }
        presenter?.presentCode(response: ShowCode.Response(card: card))
    }

    func followCard(request: ShowCode.Request) async {
        let changes = worker.storeChanges()
        await readCard()
        for await _ in changes {
            await readCard()
        }
    }

    private func readCard() async {
        guard let identifier = card?.identifier else { return }
        guard let stored = await worker.read(identifier), !Task.isCancelled else { return }
        card = stored
        presenter?.presentCode(response: ShowCode.Response(card: stored))
    }
}
