import MyCardsDisplayData
import MyCardsKit

@testable import MyCardsVIP

/// Records what the Cards interactor hands its presenter.
@MainActor
final class CardsPresenterSpy: CardsPresentationLogic {
    private(set) var fetched: [ListCards.FetchCards.Response] = []
    private(set) var syncSteps: [ListCards.SyncCards.Step] = []
    private(set) var opened: [ListCards.OpenCard.Response] = []
    var presentFetchedCardsCalled: Bool { !fetched.isEmpty }

    func presentFetchedCards(response: ListCards.FetchCards.Response) { fetched.append(response) }
    func presentSync(response: ListCards.SyncCards.Response) { syncSteps.append(response.step) }
    func presentOpenedCard(response: ListCards.OpenCard.Response) { opened.append(response) }
}

/// Records what the Cards presenter hands its view controller.
@MainActor
final class CardsDisplaySpy: CardsDisplayLogic {
    private(set) var fetched: [ListCards.FetchCards.ViewModel] = []
    private(set) var synced: [ListCards.SyncCards.ViewModel] = []
    private(set) var opened: [ListCards.OpenCard.ViewModel] = []

    func displayFetchedCards(viewModel: ListCards.FetchCards.ViewModel) { fetched.append(viewModel) }
    func displaySync(viewModel: ListCards.SyncCards.ViewModel) { synced.append(viewModel) }
    func displayOpenedCard(viewModel: ListCards.OpenCard.ViewModel) { opened.append(viewModel) }
}
