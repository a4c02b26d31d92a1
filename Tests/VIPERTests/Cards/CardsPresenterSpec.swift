import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("CardsPresenter", .mainSerialExecutor)
struct CardsPresenterSpec {
    static func make() -> (CardsPresenter, CardsViewMock, CardsInteractorMock, CardsRouterMock) {
        let view = CardsViewMock()
        let interactor = CardsInteractorMock()
        let router = CardsRouterMock()
        let presenter = CardsPresenter(interactor: interactor, router: router)
        presenter.view = view
        return (presenter, view, interactor, router)
    }

    @Test("fetches on every appearance and syncs on the first only")
    func appearing() {
        let (presenter, _, interactor, _) = Self.make()

        presenter.viewWillAppear()
        presenter.viewWillAppear()

        expect(interactor.fetchCount).to(equal(2))
        expect(interactor.syncCount).to(equal(1))
    }

    @Test("refresh fetches and syncs again")
    func refresh() {
        let (presenter, _, interactor, _) = Self.make()

        presenter.didTapRefresh()

        expect(interactor.fetchCount).to(equal(1))
        expect(interactor.syncCount).to(equal(1))
    }

    @Test("shows fetched cards as tiles in the order given")
    func tiles() {
        let (presenter, view, _, _) = Self.make()

        presenter.didFetch([CardItem(Samples.card("B", "beta")), CardItem(Samples.card("A", "Alpha"))])

        expect(view.shown.last?.tiles.map(\.name)).to(equal(["beta", "Alpha"]))
    }

    @Test("asks the router to open a stored card by its identifier, and a new one")
    func opens() {
        let (presenter, _, _, router) = Self.make()

        presenter.didSelectCard(identifier: "A")
        presenter.didTapNewCard()

        expect(router.opened).to(equal(["A", nil]))
    }

    @Test("quits through the router")
    func quits() {
        let (presenter, _, _, router) = Self.make()

        presenter.didTapQuit()

        expect(router.quitCount).to(equal(1))
    }

    @Test("selects a card the Card module created once it is fetched")
    func selectsCreated() {
        let (presenter, view, _, _) = Self.make()

        presenter.cardDetailsDidCreateCard(identifier: "N")
        presenter.didFetch([])
        presenter.didFetch([CardItem(Samples.card("N", "New"))])
        presenter.didFetch([CardItem(Samples.card("N", "New"))])

        expect(view.selected).to(equal(["N"]))
    }

    @Test("does not select a created card before the store lists it")
    func waitsForCreated() {
        let (presenter, view, _, _) = Self.make()

        presenter.cardDetailsDidCreateCard(identifier: "N")
        presenter.didFetch([CardItem(Samples.card("A", "Alpha"))])

        expect(view.selected).to(beEmpty())
    }

    @Test("fetches again when the store changes")
    func storeChanged() {
        let (presenter, _, interactor, _) = Self.make()

        presenter.storeDidChange()

        expect(interactor.fetchCount).to(equal(1))
    }

    @Test("words every result as a status line, late ones of the Card module included")
    func statuses() {
        let (presenter, view, _, _) = Self.make()

        presenter.didFailToFetch(.readFailed(detail: "x"))
        presenter.didStartSync()
        presenter.didSync(downloaded: 1, skipped: 0, deletedHere: 0)
        presenter.didSync(downloaded: 2, skipped: 0, deletedHere: 1)
        presenter.didFailToSync(.unreachable(detail: "x"))
        presenter.didFailToStore(.writeFailed(detail: "x"))
        presenter.didUploadPending(count: 2)
        presenter.didFailToUploadPending(.httpStatus(503))

        expect(view.statuses).to(
            equal([
                StatusMessage(text: "Cards unavailable: the cards cannot be read", isError: true),
                StatusMessage(text: "Downloading cards…", busy: true),
                StatusMessage(text: "Downloaded 1 card"),
                StatusMessage(text: "Downloaded 2 cards; 1 deleted here"),
                StatusMessage(text: "Offline: the backend is unreachable", isError: true),
                StatusMessage(text: "Not saved: the cards cannot be saved", isError: true),
                StatusMessage(text: "Uploaded 2 cards saved offline"),
                StatusMessage(text: "Saved locally; upload failed: the backend answered 503", isError: true),
            ]))
    }

    @Test("passes on a closed Card module's status line as one about no screen, shown where the user is")
    func relaysClosedCardStatus() {
        let (presenter, view, _, _) = Self.make()

        presenter.cardDetailsDidReport(StatusMessage(text: "Uploaded"))

        expect(view.closedCardStatuses).to(equal([StatusMessage(text: "Uploaded")]))
        expect(view.statuses).to(beEmpty())
    }

    @Test("says how many downloaded cards were skipped, as an error")
    func skipped() {
        let (presenter, view, _, _) = Self.make()

        presenter.didSync(downloaded: 1, skipped: 2, deletedHere: 0)

        expect(view.statuses).to(equal([StatusMessage(text: "2 cards skipped: invalid data", isError: true)]))
    }

    @Test("shows an empty store as loaded, so the view can give its hint")
    func emptyStore() {
        let (presenter, view, _, _) = Self.make()

        presenter.didFetch([])

        expect(view.shown).to(equal([CardsDisplayData(tiles: [], isLoaded: true)]))
    }
}
