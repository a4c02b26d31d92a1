import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

/// Workshop exercise 8 (Docs/Workshop.md): in VIP, `f` on Cards shows only the favourites, titled
/// “Favourites (1)”, and `f` again shows all. A new use case: the interactor keeps whether the scene shows favourites
/// only and answers `toggleFavourites(request:)` — `async`, as every request that waits for the store — with a
/// `FetchCards.Response` that says so (`favouritesOnly`, its last field); the presenter words the title into the view
/// model (`title`). The role-level tests await the interactor's requests against a presentation spy and drive the
/// presenter against a display spy (Workshop/Doubles/VIP); the screen-level test awaits the scene's tasks
/// (`tasks.finished()`), as VIP's own specs do.
@MainActor
@Suite("Exercise 8 · VIP: f shows only the favourites", .mainSerialExecutor)
struct Exercise8VIP {
    static let cards = Samples.threeCardsBetaFavourite

    static func interactor(_ doubles: AppDoubles) async -> (CardsInteractor, CardsPresentationSpy) {
        let interactor = CardsInteractor(worker: CardsSyncWorker(cards: doubles.store, network: doubles.network))
        let presenter = CardsPresentationSpy()
        interactor.presenter = presenter
        await interactor.loadCards(request: .init())
        return (interactor, presenter)
    }

    @Test("the screen shows only the favourite on f, titled “Favourites (1)”")
    func screenFilters() async {
        let controller = CardsViewController(context: AppDoubles(cards: Self.cards).context)
        controller.screenWillAppear()
        await controller.tasks.finished()

        _ = controller.handle(.key(.character("f")))
        await controller.tasks.finished()

        expect(controller.hostedView.data.tiles.map(\.name)).to(equal(["Beta"]))
        expect(controller.title).to(equal("Favourites (1)"))
    }

    @Test("the interactor presents only the favourite, favourites only, on toggleFavourites")
    func interactorFilters() async {
        let (interactor, presenter) = await Self.interactor(AppDoubles(cards: Self.cards))

        await interactor.toggleFavourites(request: .init())

        expect(try presenter.fetched.last?.result.get().map(\.name)).to(equal(["Beta"]))
        expect(presenter.fetched.last?.favouritesOnly).to(beTrue())
    }

    @Test("the interactor presents every card again on a second toggleFavourites")
    func interactorShowsAllAgain() async {
        let (interactor, presenter) = await Self.interactor(AppDoubles(cards: Self.cards))

        await interactor.toggleFavourites(request: .init())
        await interactor.toggleFavourites(request: .init())

        expect(try presenter.fetched.last?.result.get().map(\.name)).to(equal(["Alpha", "Beta", "Gamma"]))
        expect(presenter.fetched.last?.favouritesOnly).to(beFalse())
    }

    @Test("the presenter words “Favourites (1)” from a favourites-only response")
    func presenterWordsFavourites() {
        let display = CardsDisplaySpy()
        let presenter = CardsPresenter()
        presenter.viewController = display

        presenter.presentFetchedCards(
            response: .init(result: .success([Self.cards[1]]), cardToSelect: nil, favouritesOnly: true))

        expect(display.fetched.last?.title).to(equal("Favourites (1)"))
    }

    @Test("the presenter words “Cards” from a response of every card")
    func presenterWordsCards() {
        let display = CardsDisplaySpy()
        let presenter = CardsPresenter()
        presenter.viewController = display

        presenter.presentFetchedCards(
            response: .init(result: .success(Self.cards), cardToSelect: nil, favouritesOnly: false))

        expect(display.fetched.last?.title).to(equal("Cards"))
    }
}
