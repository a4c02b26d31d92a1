import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// Workshop exercise 3 (Docs/Workshop.md): in VIPER, the Cards title counts the cards — `Cards (3)`. The screen-level
/// test builds the module as the app does and reads the title the user sees. The role-level test reports three cards
/// to the presenter (`didFetch(_:)`, the interactor's output as shipped) and reads what its view was told through
/// VIPER's own recording mock (`CardsViewMock`, linked from the suite through Workshop/Doubles/VIPER): every value it
/// was handed, read with `Reflection`, so a `showTitle(_:)`, a header struct or a title beside the cards all pass —
/// the new method's name and shape are yours; its mock only hands what it got to `record(…)`. The MVC-style shortcut
/// (the view controller counting the tiles it is shown) tells the presenter's view nothing new, so that test stays
/// red. The interactor reads the store on a task it owns: the screen-level test lets it run (`settle()`, VIPER's own).
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
        let view = CardsViewMock()
        let presenter = CardsPresenter(interactor: CardsInteractorMock(), router: CardsRouterMock())
        presenter.view = view

        presenter.didFetch(Self.threeCards.map(CardItem.init))

        expect(Reflection.strings(in: view.told)).to(
            contain("Cards (3)"),
            description: "what the presenter told its view (does CardsViewMock's new method record(…) what it gets?)")
    }
}
