import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// Workshop exercise 3 (Docs/Workshop.md): in VIPER, the Cards title counts the cards — `Cards (3)`. The role-level
/// test gives the presenter a view that records what it is told (Workshop/Doubles/VIPER): the presenter must tell
/// it `showTitle(_:)`. The interactor reads the store on a task it owns: the screen-level test lets it run
/// (`settle()`, VIPER's own, linked from its suite), as VIPER's own specs do.
@MainActor
@Suite("Exercise 3 · VIPER: the Cards title counts the cards", .mainSerialExecutor)
struct Exercise3VIPER {
    static let threeCards = Samples.threeCards

    @Test("the screen says “Cards (3)” once the store answered with three cards")
    func screenCountsCards() async {
        let doubles = AppDoubles(cards: Self.threeCards)
        let view = CardsBuilder.build(dependencies: doubles.context)

        view.screenWillAppear()
        await settle()

        expect(view.title).to(equal("Cards (3)"))
    }

    @Test("the presenter tells its view “Cards (3)” when the interactor reports three cards")
    func presenterTellsTitle() {
        let view = CardsViewRecorder()
        let presenter = CardsPresenter(interactor: CardsInteractorRecorder(), router: CardsRouterDummy())
        presenter.view = view

        presenter.didFetch(Self.threeCards.map(CardItem.init))

        expect(view.titles).to(equal(["Cards (3)"]))
    }
}
