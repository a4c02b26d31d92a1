import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

/// Workshop exercise 4 (Docs/Workshop.md): in VIP, the Cards title counts the cards — `Cards (3)`. The role-level
/// test hands the presenter the interactor's unchanged response and reads the view model a display spy
/// (Workshop/Doubles/VIP) receives: it does not compile until the view model has a `title`. The view controller runs
/// its requests on the scene's tasks: the screen-level test awaits them (`tasks.finished()`), as VIP's own specs do.
@MainActor
@Suite("Exercise 4 · VIP: the Cards title counts the cards", .mainSerialExecutor)
struct Exercise4VIP {
    static let threeCards = Samples.threeCards

    @Test("the screen says “Cards (3)” once the store answered with three cards")
    func screenCountsCards() async {
        let doubles = AppDoubles(cards: Self.threeCards)
        let controller = CardsViewController(context: doubles.context)

        controller.screenWillAppear()
        await controller.tasks.finished()

        expect(controller.title).to(equal("Cards (3)"))
    }

    @Test("the presenter words “Cards (3)” into the view model from the fetched cards' response")
    func presenterWordsTitle() {
        let display = CardsDisplaySpy()
        let presenter = CardsPresenter()
        presenter.viewController = display

        presenter.presentFetchedCards(response: .init(result: .success(Self.threeCards), cardToSelect: nil))

        expect(display.fetched.last?.title).to(equal("Cards (3)"))
    }
}
