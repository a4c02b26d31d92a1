import MyCardsDisplayData
import MyCardsKit

/// Decides what the Cards module does next and words it: shows the store on every appearance, syncs on the
/// first, opens the Card module, selects a card it created, and shows the late status lines it reports.
@MainActor
final class CardsPresenter: CardsViewOutput, CardsInteractorOutput, CardDetailsModuleOutput {
    weak var view: (any CardsViewInput)?
    var interactor: any CardsInteractorInput
    var router: any CardsRouterInput
    private var hasAppeared = false
    private var cardToSelect: String?

    init(interactor: any CardsInteractorInput, router: any CardsRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    // MARK: CardsViewOutput

    func viewWillAppear() {
        interactor.fetchCards()
        guard !hasAppeared else { return }
        hasAppeared = true
        interactor.syncWithBackend()
    }

    func didSelectCard(identifier: String) {
        router.openCardDetails(identifier: identifier, output: self)
    }

    func didTapNewCard() {
        router.openCardDetails(identifier: nil, output: self)
    }

    func didTapRefresh() {
        interactor.fetchCards()
        interactor.syncWithBackend()
    }

    func didTapQuit() {
        router.quit()
    }

    // MARK: CardsInteractorOutput

    func didFetch(_ cards: [CardItem]) {
        view?.show(CardsDisplayData(tiles: cards.map(tile)))
        if let identifier = cardToSelect, cards.contains(where: { $0.identifier == identifier }) {
            view?.select(identifier: identifier)
            cardToSelect = nil
        }
    }

    func didFailToFetch(_ error: PersistenceError) {
        view?.showStatus(StatusMessage(text: Messages.storeReadFailed(error), isError: true))
    }

    func didStartSync() {
        view?.showStatus(StatusMessage(text: Messages.downloading, busy: true))
    }

    func didSync(downloaded: Int, skipped: Int, deletedHere: Int) {
        let text = Messages.downloadSummary(downloaded: downloaded, skipped: skipped, deletedHere: deletedHere)
        view?.showStatus(StatusMessage(text: text, isError: skipped > 0))
    }

    func didFailToSync(_ error: NetworkError) {
        view?.showStatus(StatusMessage(text: Messages.offline(error), isError: true))
    }

    func didFailToStore(_ error: PersistenceError) {
        view?.showStatus(StatusMessage(text: Messages.storeFailed(error), isError: true))
    }

    func didUploadPending(count: Int) {
        view?.showStatus(StatusMessage(text: Messages.uploadedPending(count)))
    }

    func didFailToUploadPending(_ error: NetworkError) {
        view?.showStatus(
            StatusMessage(
                text: (error == .disabled ? Messages.savedOffline : Messages.uploadFailed(error)), isError: true))
    }

    func storeDidChange() {
        interactor.fetchCards()
    }

    // MARK: CardDetailsModuleOutput

    func cardDetailsDidCreateCard(identifier: String) {
        cardToSelect = identifier
    }

    func cardDetailsDidReport(_ status: StatusMessage) {
        view?.showStatusOfClosedCard(status)
    }

    /// A card as its tile on the list shows it.
    private func tile(_ card: CardItem) -> CardTile {
        CardTile(
            identifier: card.identifier, name: card.listedName, front: card.front, isFavourite: card.isFavourite,
            number: card.number)
    }
}
