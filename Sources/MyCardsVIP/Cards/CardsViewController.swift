import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

@MainActor
package protocol CardsDisplayLogic: AnyObject {
    func displayFetchedCards(viewModel: ListCards.FetchCards.ViewModel)
    func displaySync(viewModel: ListCards.SyncCards.ViewModel)
    func displayOpenedCard(viewModel: ListCards.OpenCard.ViewModel)
}

/// The Cards scene's view controller: sends each user action to the interactor as a request, displays what
/// the presenter hands it, and asks the router to navigate.
@MainActor
final class CardsViewController: ScreenHosting, CardsDisplayLogic {
    let hostedView: CardsView
    var interactor: (any CardsBusinessLogic)?
    var router: (any CardsRoutingLogic & CardsDataPassing)?
    /// The scene's requests in flight, cancelled when the scene goes (the root goes when the app quits).
    let tasks = SceneTasks()
    private let shell: any AppShelling
    private var isFollowingStore = false

    init(context: SceneContext) {
        shell = context.shell
        hostedView = CardsView(theme: context.theme, photoCache: context.photoCache)
        CardsConfigurator.configure(self, context: context)
        hostedView.onOpen = { [weak self] identifier in self?.open(identifier) }
        hostedView.onNew = { [weak self] in self?.open(nil) }
        hostedView.onRefresh = { [weak self] in self?.refresh() }
        hostedView.onQuit = { [weak self] in self?.router?.routeToExit() }
    }

    func screenWillAppear() {
        guard let interactor else { return }
        tasks.run { await interactor.loadCards(request: ListCards.FetchCards.Request()) }
        guard !isFollowingStore else { return }
        isFollowingStore = true
        tasks.follow { await interactor.followStore(request: ListCards.FollowStore.Request()) }
    }

    private func open(_ identifier: String?) {
        interactor?.openCard(request: ListCards.OpenCard.Request(identifier: identifier))
    }

    private func refresh() {
        guard let interactor else { return }
        tasks.run { await interactor.refreshCards(request: ListCards.SyncCards.Request()) }
    }

    func displayFetchedCards(viewModel: ListCards.FetchCards.ViewModel) {
        if let cards = viewModel.cards { hostedView.data = cards }
        if let identifier = viewModel.selectedIdentifier { hostedView.selectedIdentifier = identifier }
        if let error = viewModel.error { show(error) }
        shell.setNeedsDisplay()
    }

    func displaySync(viewModel: ListCards.SyncCards.ViewModel) {
        show(viewModel.status)
    }

    func displayOpenedCard(viewModel: ListCards.OpenCard.ViewModel) {
        router?.routeToCardDetails()
    }

    private func show(_ status: StatusMessage) {
        shell.showStatus(status.text, busy: status.busy, isError: status.isError, about: self)
    }
}
