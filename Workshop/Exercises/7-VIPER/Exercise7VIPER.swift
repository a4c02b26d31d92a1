import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// Workshop exercise 7 (Docs/Workshop.md): in VIPER, `f` on Cards shows only the favourites, titled
/// “Favourites (1)”, and `f` again shows all. The role-level tests drive the presenter through `didTapFavourites()`
/// (a new `CardsViewOutput` method) with a recording view and interactor (Workshop/Doubles/VIPER): they do not
/// compile until the presenter has it. The interactor reads the store on a task it owns: the screen-level test lets it
/// run (`settle()`, VIPER's own, linked from its suite), as VIPER's own specs do.
@MainActor
@Suite("Exercise 7 · VIPER: f shows only the favourites", .mainSerialExecutor)
struct Exercise7VIPER {
    static let cards = Samples.threeCardsBetaFavourite

    static func presenter() -> (CardsPresenter, CardsViewRecorder, CardsInteractorRecorder) {
        let view = CardsViewRecorder()
        let interactor = CardsInteractorRecorder()
        let presenter = CardsPresenter(interactor: interactor, router: CardsRouterDummy())
        presenter.view = view
        return (presenter, view, interactor)
    }

    @Test("the screen shows only the favourite on f, titled “Favourites (1)”")
    func screenFilters() async {
        let view = CardsBuilder.build(dependencies: AppDoubles(cards: Self.cards).context)
        view.screenWillAppear()
        await settle()

        _ = view.handle(.key(.character("f")))
        await settle()

        expect(view.hostedView.data.tiles.map(\.name)).to(equal(["Beta"]))
        expect(view.title).to(equal("Favourites (1)"))
    }

    @Test("the presenter asks the interactor for the cards again on f")
    func presenterFetchesAgain() {
        let (presenter, _, interactor) = Self.presenter()

        presenter.didTapFavourites()

        expect(interactor.fetchCount).to(equal(1))
    }

    @Test("the presenter shows only the favourite of the next answer, titled “Favourites (1)”")
    func presenterFilters() {
        let (presenter, view, _) = Self.presenter()
        presenter.didTapFavourites()

        presenter.didFetch(Self.cards.map(CardItem.init))

        expect(view.shown.last?.tiles.map(\.name)).to(equal(["Beta"]))
        expect(view.titles.last).to(equal("Favourites (1)"))
    }

    @Test("the presenter shows every card, titled “Cards”, after a second f")
    func presenterShowsAllAgain() {
        let (presenter, view, _) = Self.presenter()
        presenter.didTapFavourites()
        presenter.didTapFavourites()

        presenter.didFetch(Self.cards.map(CardItem.init))

        expect(view.shown.last?.tiles.map(\.name)).to(equal(["Alpha", "Beta", "Gamma"]))
        expect(view.titles.last).to(equal("Cards"))
    }
}
