import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// The Card presenter's favourite mark alone: `*` passed to the interactor, its answers worded for the view.
@MainActor
@Suite("CardDetailsPresenter when the favourite mark is toggled", .mainSerialExecutor)
struct CardDetailsPresenterFavouriteSpec {
    static let favourite = Samples.marked(
        CardDetailsPresenterSpec.tesco, revision: CardDetailsPresenterSpec.tesco.revision)

    let spec = CardDetailsPresenterSpec()

    @Test("* asks the interactor to toggle the mark, showing nothing before it answers")
    func asks() {
        spec.presenter.didTapToggleFavourite()

        expect(spec.interactor.toggleFavouriteCount).to(equal(1))
        expect(spec.view.statuses).to(beEmpty())
    }

    @Test("shows a favourite with its mark when the view appears")
    func showsMark() {
        let spec = CardDetailsPresenterSpec(card: Self.favourite)

        spec.presenter.viewWillAppear()

        expect(spec.view.shown.last?.isFavourite).to(beTrue())
    }

    @Test("words a card marked as “Added to favourites”, and shows it with its mark")
    func added() {
        spec.interactor.storedCard = Self.favourite

        spec.presenter.didSetFavourite(isFavourite: true)

        expect(spec.view.statuses).to(equal([StatusMessage(text: "Added to favourites")]))
        expect(spec.view.shown.last?.isFavourite).to(beTrue())
        expect(spec.view.shown.last?.mode).to(equal(.normal))
    }

    @Test("words a card unmarked as “Removed from favourites”, and shows it without the mark")
    func removed() {
        spec.presenter.didSetFavourite(isFavourite: false)

        expect(spec.view.statuses).to(equal([StatusMessage(text: "Removed from favourites")]))
        expect(spec.view.shown.last?.isFavourite).to(beFalse())
    }

    @Test("words a card deleted in another window as a failed store write")
    func deletedElsewhere() {
        spec.presenter.didFailToSetFavourite(.deletedElsewhere)

        expect(spec.view.statuses).to(
            equal([StatusMessage(text: "Not saved: the card was deleted in another window", isError: true)]))
    }

    @Test("words a store that refused the mark as an error, staying on the card")
    func storeRefused() {
        spec.presenter.didFailToSetFavourite(.writeFailed(detail: "locked"))

        expect(spec.view.statuses).to(
            equal([StatusMessage(text: "Not saved: the cards cannot be saved", isError: true)]))
        expect(spec.router.closeCount).to(equal(0))
    }
}
