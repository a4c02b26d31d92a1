import MyCardsDisplayData
import MyCardsKit

@testable import MyCardsVIPER

/// Counts and captures every call the Cards presenter makes.
@MainActor
final class CardsViewMock: CardsViewInput {
    private(set) var shown: [CardsDisplayData] = []
    private(set) var selected: [String] = []
    private(set) var statuses: [StatusMessage] = []
    private(set) var closedCardStatuses: [StatusMessage] = []
    func show(_ cards: CardsDisplayData) { shown.append(cards) }
    func select(identifier: String) { selected.append(identifier) }
    func showStatus(_ status: StatusMessage) { statuses.append(status) }
    func showStatusOfClosedCard(_ status: StatusMessage) { closedCardStatuses.append(status) }
}

@MainActor
final class CardsInteractorMock: CardsInteractorInput {
    var cards: [Card] = []
    private(set) var fetchCount = 0
    private(set) var syncCount = 0
    func fetchCards() { fetchCount += 1 }
    func syncWithBackend() { syncCount += 1 }
    func card(identifier: String) -> Card? { cards.first { $0.identifier == identifier } }
}

@MainActor
final class CardsRouterMock: CardsRouterInput {
    private(set) var opened: [Card?] = []
    private(set) var quitCount = 0
    func openCardDetails(for card: Card?, output: any CardDetailsModuleOutput) { opened.append(card) }
    func quit() { quitCount += 1 }
}

@MainActor
final class CardsInteractorOutputSpy: CardsInteractorOutput {
    private(set) var fetched: [[Card]] = []
    private(set) var events: [String] = []
    func didFetch(_ cards: [Card]) { fetched.append(cards) }
    func didFailToFetch(_ error: PersistenceError) { events.append("failToFetch") }
    func didStartSync() { events.append("startSync") }
    func didSync(_ parsed: ParsedCards, deletedHere: Int) {
        events.append(
            deletedHere == 0
                ? "sync(\(parsed.cards.count))" : "sync(\(parsed.cards.count), \(deletedHere) deleted here)")
    }
    func didFailToSync(_ error: NetworkError) { events.append("failToSync") }
    func didFailToStore(_ error: PersistenceError) { events.append("failToStore") }
    func didUploadPending(count: Int) { events.append("uploadedPending(\(count))") }
    func didFailToUploadPending(_ error: NetworkError) { events.append("failToUploadPending") }
    func storeDidChange() { events.append("storeDidChange") }
}

/// Records what the Cards view reports to its presenter.
@MainActor
final class CardsViewOutputSpy: CardsViewOutput {
    private(set) var events: [String] = []
    func viewWillAppear() { events.append("appear") }
    func didSelectCard(identifier: String) { events.append("select(\(identifier))") }
    func didTapNewCard() { events.append("new") }
    func didTapRefresh() { events.append("refresh") }
    func didTapQuit() { events.append("quit") }
}
