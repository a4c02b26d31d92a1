import MyCardsDisplayData
import MyCardsKit

@testable import MyCardsVIPER

/// Captures every call the Cards presenter makes on its view, and records it (`CallRecorder`).
@MainActor
final class CardsViewMock: CallRecorder, CardsViewInput {
    private(set) var shown: [CardsDisplayData] = []
    private(set) var selected: [String] = []
    private(set) var statuses: [StatusMessage] = []
    private(set) var closedCardStatuses: [StatusMessage] = []
    func show(_ cards: CardsDisplayData) {
        shown.append(cards)
        record(cards)
    }
    func select(identifier: String) {
        selected.append(identifier)
        record(identifier)
    }
    func showStatus(_ status: StatusMessage) {
        statuses.append(status)
        record(status)
    }
    func showStatusOfClosedCard(_ status: StatusMessage) {
        closedCardStatuses.append(status)
        record(status)
    }
}

/// Counts the fetches and syncs the presenter asks for, and records every call (`CallRecorder`).
@MainActor
final class CardsInteractorMock: CallRecorder, CardsInteractorInput {
    private(set) var fetchCount = 0
    private(set) var syncCount = 0
    func fetchCards() {
        fetchCount += 1
        record()
    }
    func syncWithBackend() {
        syncCount += 1
        record()
    }
}

/// The cards a Cards interactor would hold, for the router to open.
@MainActor
final class CardsLookupStub: CardsLookup {
    var cards: [Card] = []
    func card(identifier: String) -> Card? { cards.first { $0.identifier == identifier } }
}

/// Where the presenter sends the module, recorded (`CallRecorder`).
@MainActor
final class CardsRouterMock: CallRecorder, CardsRouterInput {
    /// The identifier of each card opened (nil: a new card).
    private(set) var opened: [String?] = []
    private(set) var quitCount = 0
    func openCardDetails(identifier: String?, output: any CardDetailsModuleOutput) {
        opened.append(identifier)
        record(identifier as Any)
    }
    func quit() {
        quitCount += 1
        record()
    }
}

@MainActor
final class CardsInteractorOutputSpy: CardsInteractorOutput {
    private(set) var fetched: [[CardItem]] = []
    private(set) var events: [String] = []
    func didFetch(_ cards: [CardItem]) { fetched.append(cards) }
    func didFailToFetch(_ error: PersistenceError) { events.append("failToFetch") }
    func didStartSync() { events.append("startSync") }
    func didSync(downloaded: Int, skipped: Int, deletedHere: Int) {
        let counts =
            ["\(downloaded)"] + (skipped > 0 ? ["\(skipped) skipped"] : [])
            + (deletedHere > 0 ? ["\(deletedHere) deleted here"] : [])
        events.append("sync(\(counts.joined(separator: ", ")))")
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
