import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsTEA

/// Workshop exercise 10 (Docs/Workshop.md): in TEA, `f` on Cards shows only the favourites, titled
/// “Favourites (1)”, and `f` again shows all. The key is an action (`favouritesTapped`), whether the screen filters
/// is state (`showsFavouritesOnly`), and the reducer answers the action with an effect — the store read again — and
/// filters and words each read's answer (`title`). The role-level tests run the Cards reducer in the exhaustive test
/// store (Workshop/Doubles/TEA links TEA's own): every state change and the read the effect answers are named, so
/// they do not compile until the action and both fields exist. Effects run as tasks of the store's runner: the tests
/// let them run (`settle()`, and each step of the test store), as TEA's own specs do.
@MainActor
@Suite("Exercise 10 · TEA: f shows only the favourites", .mainSerialExecutor)
struct Exercise10TEA {
    static let cards = Samples.threeCardsBetaFavourite
    static let beta = [Samples.threeCardsBetaFavourite[1]]

    /// The Cards screen's state once the store has been read: every card, under the title it starts with.
    static var shown: CardsState {
        var state = CardsState()
        state.hasAppeared = true
        state.cards = cards
        return state
    }

    /// The same after `f` and the read it asked for: only the favourite, under its title.
    static var filtered: CardsState {
        var state = shown
        state.showsFavouritesOnly = true
        state.cards = beta
        state.title = "Favourites (1)"
        return state
    }

    @Test("the screen shows only the favourite on f, titled “Favourites (1)”")
    func screenFilters() async {
        let doubles = TEADoubles(cards: Self.cards)
        let root = TEACompositionRoot.makeRoot(context: doubles.app.context, environment: doubles.environment)
        root.screenWillAppear()
        await settle()

        _ = root.handle(.key(.character("f")))
        await settle()

        expect(root.hostedView.data.tiles.map(\.name)).to(equal(["Beta"]))
        expect(root.title).to(equal("Favourites (1)"))
    }

    @Test("f reads the store again and keeps only the favourite of its answer, titled “Favourites (1)”")
    func reducerFilters() async {
        let store = TEADoubles(cards: Self.cards).testStore(Self.shown, CardsReducer.reduce)

        await store.send(.favouritesTapped) { $0.showsFavouritesOnly = true }

        await store.receive(.cardsRead(.success(Self.cards))) {
            $0.cards = Self.beta
            $0.title = "Favourites (1)"
        }
        // The read is a stream the screen keeps until it leaves; the test store fails on one left running.
        await store.run(.cancel(id: CardsEffectID.read))
    }

    @Test("f again reads the store again and shows every card, titled “Cards”")
    func reducerShowsAllAgain() async {
        let store = TEADoubles(cards: Self.cards).testStore(Self.filtered, CardsReducer.reduce)

        await store.send(.favouritesTapped) { $0.showsFavouritesOnly = false }

        await store.receive(.cardsRead(.success(Self.cards))) {
            $0.cards = Self.cards
            $0.title = "Cards"
        }
        await store.run(.cancel(id: CardsEffectID.read))
    }

    @Test("the filter holds when the store is read again: the read after a change shows only the favourite")
    func reducerKeepsFilter() async {
        let store = TEADoubles(cards: Self.cards).testStore(Self.filtered, CardsReducer.reduce)

        await store.send(.storeChanged)

        // Nothing changes: the exhaustive store fails if the read put every card back.
        await store.receive(.cardsRead(.success(Self.cards)))
        await store.run(.cancel(id: CardsEffectID.read))
    }
}
