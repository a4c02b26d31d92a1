import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsTEA

/// Workshop exercise 10 (Docs/Workshop.md), on exercise 9's solution: in TEA, `f` on Cards shows only the
/// favourites, titled “Favourites (1)”, `f` again shows every card under round one's “Cards (3)”, and the filter
/// holds when the store is read again. Whether the screen filters is state, and only a reducer changes state.
///
/// What the tests fix and what they leave free. The key is pressed on the real Cards screen, so the action is
/// whatever the view controller's key mapping sends (any name, any payload). The app runs on TEA's own store with its
/// host, as `TEACompositionRoot` wires it; the tests read what the user sees (the screen's tiles and title) and what
/// the reducer put in the state the host draws, through `Reflection` — any field names, in any order, the flag a
/// `Bool` or an enum, the read again or the cards filtered at once. The one spelling they keep is exercise 9's: the
/// title is words held in the Cards state. Exercise 9's exhaustive test store fixes its field's name (`title`): an
/// exhaustive assertion writes the whole new state, and Swift writes a value by its fields' names; here the test
/// store would fix the flag's name too, so these tests read the state instead of asserting it whole.
///
/// The MVC-style shortcut (Workshop/Shortcuts/exercise-10.patch: the view controller filters what it draws and words
/// the title itself) shows the same screen, and stays red: the state still says “Cards (3)”.
@MainActor
@Suite("Exercise 10 · TEA: f shows only the favourites", .mainSerialExecutor)
struct Exercise10TEA {
    let doubles = TEADoubles(cards: Samples.threeCardsBetaFavourite)
    let root: CardsViewController

    init() {
        root = TEACompositionRoot.makeRoot(context: doubles.app.context, environment: doubles.environment)
        root.screenWillAppear()
    }

    /// The names on the Cards screen, as drawn.
    var shownNames: [String] { root.hostedView.data.tiles.map(\.name) }

    /// Every word the Cards screen's state holds, whatever its fields are called.
    var cardsState: [String] { root.app.map { Reflection.strings(in: $0.store.state.cards) } ?? [] }

    /// Presses `key` on the Cards screen, as the user would, and lets the effects it started answer.
    func press(_ key: Character) async {
        await settle()
        _ = root.handle(.key(.character(key)))
        await settle()
    }

    @Test("the screen shows only the favourite on f, titled “Favourites (1)”")
    func screenFilters() async {
        await press("f")

        expect(shownNames).to(equal(["Beta"]))
        expect(root.title).to(equal("Favourites (1)"))
    }

    @Test("the screen shows every card again on f again, titled “Cards (3)”")
    func screenShowsAllAgain() async {
        await press("f")

        await press("f")

        expect(shownNames).to(equal(["Alpha", "Beta", "Gamma"]))
        expect(root.title).to(equal("Cards (3)"))
    }

    @Test("the reducer words the filter into the state: after f it holds “Favourites (1)”, not “Cards (3)”")
    func stateSaysFiltered() async {
        await press("f")

        expect(cardsState).to(contain("Favourites (1)"))
        expect(cardsState).toNot(contain("Cards (3)"))
    }

    @Test("the state says “Cards (3)” again after f again")
    func stateSaysAllAgain() async {
        await press("f")

        await press("f")

        expect(cardsState).to(contain("Cards (3)"))
        expect(cardsState).toNot(contain("Favourites (1)"))
    }

    @Test("the filter holds when the store is read again: the state and the screen still show only the favourite")
    func filterHoldsOnRead() async {
        await press("f")
        let readsBefore = doubles.store.queries.count

        doubles.store.changes.notify()
        await settle()

        expect(doubles.store.queries.count).to(beGreaterThan(readsBefore))
        expect(cardsState).to(contain("Favourites (1)"))
        expect(shownNames).to(equal(["Beta"]))
    }
}
