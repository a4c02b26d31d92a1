import MyCardsDisplayData
import MyCardsKit

@testable import MyCardsVIP

/// The Cards scene's view controller as the presenter's tests see it: keeps every view model it is handed.
@MainActor
final class CardsDisplaySpy: CardsDisplayLogic {
    private(set) var fetched: [ListCards.FetchCards.ViewModel] = []
    func displayFetchedCards(viewModel: ListCards.FetchCards.ViewModel) { fetched.append(viewModel) }
    func displaySync(viewModel: ListCards.SyncCards.ViewModel) {}
    func displayOpenedCard(viewModel: ListCards.OpenCard.ViewModel) {}
}

/// The Cards scene's presenter as the interactor's tests see it: keeps every response it is handed.
@MainActor
final class CardsPresentationSpy: CardsPresentationLogic {
    private(set) var fetched: [ListCards.FetchCards.Response] = []
    func presentFetchedCards(response: ListCards.FetchCards.Response) { fetched.append(response) }
    func presentSync(response: ListCards.SyncCards.Response) {}
    func presentOpenedCard(response: ListCards.OpenCard.Response) {}
}
