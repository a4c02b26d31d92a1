import MyCardsDisplayData
import MyCardsKit

@testable import MyCardsVIP

/// Records what the Cards interactor hands its presenter and, given `next` (the real presenter), hands each response
/// on to it, so a spec can read both sides of the presenter. `received` keeps every response in order whatever the
/// method: the workshop's specs read it through `Reflection` and so leave the names of a new use case free. A new
/// method here records its response (`record`) and forwards it, as these do.
@MainActor
final class CardsPresenterSpy: CardsPresentationLogic {
    private(set) var fetched: [ListCards.FetchCards.Response] = []
    private(set) var syncSteps: [ListCards.SyncCards.Step] = []
    private(set) var opened: [ListCards.OpenCard.Response] = []
    private(set) var received: [Any] = []
    var presentFetchedCardsCalled: Bool { !fetched.isEmpty }
    private let next: (any CardsPresentationLogic)?

    init(next: (any CardsPresentationLogic)? = nil) {
        self.next = next
    }

    func presentFetchedCards(response: ListCards.FetchCards.Response) {
        fetched.append(response)
        record(response)
        next?.presentFetchedCards(response: response)
    }

    func presentSync(response: ListCards.SyncCards.Response) {
        syncSteps.append(response.step)
        record(response)
        next?.presentSync(response: response)
    }

    func presentOpenedCard(response: ListCards.OpenCard.Response) {
        opened.append(response)
        record(response)
        next?.presentOpenedCard(response: response)
    }

    private func record(_ response: Any) { received.append(response) }
}

/// Records what the Cards presenter hands its view controller; `received` keeps every view model in order whatever
/// the method (see `CardsPresenterSpy`).
@MainActor
final class CardsDisplaySpy: CardsDisplayLogic {
    private(set) var fetched: [ListCards.FetchCards.ViewModel] = []
    private(set) var synced: [ListCards.SyncCards.ViewModel] = []
    private(set) var opened: [ListCards.OpenCard.ViewModel] = []
    private(set) var received: [Any] = []

    func displayFetchedCards(viewModel: ListCards.FetchCards.ViewModel) {
        fetched.append(viewModel)
        record(viewModel)
    }

    func displaySync(viewModel: ListCards.SyncCards.ViewModel) {
        synced.append(viewModel)
        record(viewModel)
    }

    func displayOpenedCard(viewModel: ListCards.OpenCard.ViewModel) {
        opened.append(viewModel)
        record(viewModel)
    }

    private func record(_ viewModel: Any) { received.append(viewModel) }
}
