import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("CardsPresenter", .mainSerialExecutor)
struct CardsPresenterSpec {
    static func make() -> (CardsPresenter, CardsDisplaySpy) {
        let presenter = CardsPresenter()
        let display = CardsDisplaySpy()
        presenter.viewController = display
        return (presenter, display)
    }

    @Test("turns the cards into tiles, in the order given, with the card to select")
    func tiles() {
        let (presenter, display) = Self.make()
        let cards = [Samples.card("B", "  beta "), Samples.card("A", "Alpha")]

        presenter.presentFetchedCards(response: .init(result: .success(cards), cardToSelect: "A"))

        expect(display.fetched.first?.cards?.tiles.map(\.name)).to(equal(["beta", "Alpha"]))
        expect(display.fetched.first?.selectedIdentifier).to(equal("A"))
        expect(display.fetched.first?.error).to(beNil())
    }

    @Test("words a store that cannot be read as an error, showing no tiles")
    func readFailure() {
        let (presenter, display) = Self.make()

        presenter.presentFetchedCards(response: .init(result: .failure(.readFailed(detail: "disk")), cardToSelect: nil))

        expect(display.fetched.first?.cards).to(beNil())
        expect(display.fetched.first?.error).to(
            equal(StatusMessage(text: "Cards unavailable: the cards cannot be read", isError: true)))
    }

    @Test(
        "words each sync step",
        arguments: [
            (ListCards.SyncCards.Step.downloading, StatusMessage(text: "Downloading cards…", busy: true)),
            (
                .downloaded(ParsedCards(cards: [Samples.card("A", "A")]), deletedHere: 0),
                StatusMessage(text: "Downloaded 1 card")
            ),
            (
                .downloaded(ParsedCards(cards: [Samples.card("A", "A"), Samples.card("B", "B")]), deletedHere: 1),
                StatusMessage(text: "Downloaded 2 cards; 1 deleted here")
            ),
            (
                .downloaded(
                    ParsedCards(cards: [], skipped: [.init(index: 0, reason: "x"), .init(index: 1, reason: "y")]),
                    deletedHere: 0),
                StatusMessage(text: "2 cards skipped: invalid data", isError: true)
            ),
            (
                .offline(.unreachable(detail: "x")),
                StatusMessage(text: "Offline: the backend is unreachable", isError: true)
            ),
            (
                .notStored(.writeFailed(detail: "x")),
                StatusMessage(text: "Not saved: the cards cannot be saved", isError: true)
            ),
            (.uploadedPending(2), StatusMessage(text: "Uploaded 2 cards saved offline")),
            (
                .pendingUploadFailed(.httpStatus(503)),
                StatusMessage(text: "Saved locally; upload failed: the backend answered 503", isError: true)
            ),
        ])
    func syncSteps(step: ListCards.SyncCards.Step, status: StatusMessage) {
        let (presenter, display) = Self.make()

        presenter.presentSync(response: .init(step: step))

        expect(display.synced.map(\.status)).to(equal([status]))
    }

    @Test("tells the view controller a card was opened, once")
    func opened() {
        let (presenter, display) = Self.make()

        presenter.presentOpenedCard(response: .init())

        expect(display.opened).to(haveCount(1))
    }
}
