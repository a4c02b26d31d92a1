import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVVM

/// Workshop exercise 6 (Docs/Workshop.md), on exercise 2's solution: in MVVM, `f` on Cards shows only the
/// favourites, titled “Favourites (1)”, and `f` again shows every card under round one's “Cards (3)”; the filter
/// holds when the store is read again. The tests name only what ships: the `f` key, the view model's `cards` output,
/// and round one's words. The screen tests drive the whole app on a headless terminal. The role-level tests reach the
/// view model the way its view does (`f` on the real view, forwarded by a controller whose observations are then
/// cancelled, so the input may have any name) and read the view model alone: its `cards` output, and its title
/// through `Reflection.strings(in:)`, whatever the output is called. A controller that filters what it draws
/// (Workshop/Shortcuts/exercise-6.patch) leaves the view model unfiltered: red. The filter is state: a controller
/// made after `f` shows the favourites too.
@MainActor
@Suite("Exercise 6 · MVVM: f shows only the favourites", .mainSerialExecutor)
struct Exercise6MVVM {
    static let cards = Samples.threeCardsBetaFavourite

    @Test("f shows only the favourite, under “Favourites (1)”")
    func screenFilters() async {
        let app = HeadlessApp()
        _ = await CardsScreens.started(AppDoubles(cards: Self.cards), on: app)

        app.press(.character("f"))
        await settle()

        expect(app.screen).to(contain("Favourites (1)", "Beta"))
        expect(app.screen).toNot(contain("Alpha"))
    }

    @Test("f again shows every card, under “Cards (3)”")
    func screenShowsAllAgain() async {
        let app = HeadlessApp()
        _ = await CardsScreens.started(AppDoubles(cards: Self.cards), on: app)

        app.press(.character("f"), .character("f"))
        await settle()

        expect(app.screen).to(contain("Cards (3)", "Alpha", "Beta", "Gamma"))
        expect(app.screen).toNot(contain("Favourites (1)"))
    }

    @Test("the view model shows only the favourite and holds “Favourites (1)” after f")
    func viewModelFilters() async {
        let (viewModel, controller) = await CardsScreens.forwardingOnly(AppDoubles(cards: Self.cards))

        _ = controller.handle(.key(.character("f")))
        await settle()

        expect(viewModel.outputs.cards.tiles.map(\.name)).to(equal(["Beta"]))
        expect(Reflection.strings(in: viewModel)).to(contain("Favourites (1)"))
    }

    @Test("the view model shows every card and holds “Cards (3)”, not “Favourites (1)”, after f twice")
    func viewModelShowsAllAgain() async {
        let (viewModel, controller) = await CardsScreens.forwardingOnly(AppDoubles(cards: Self.cards))

        _ = controller.handle(.key(.character("f")))
        _ = controller.handle(.key(.character("f")))
        await settle()

        expect(viewModel.outputs.cards.tiles.map(\.name)).to(equal(["Alpha", "Beta", "Gamma"]))
        expect(Reflection.strings(in: viewModel)).to(contain("Cards (3)"))
        expect(Reflection.strings(in: viewModel)).toNot(contain("Favourites (1)"))
    }

    @Test("the view model keeps the filter when the store is read again")
    func viewModelKeepsFilter() async {
        let doubles = AppDoubles(cards: Self.cards)
        let (viewModel, controller) = await CardsScreens.forwardingOnly(doubles)
        _ = controller.handle(.key(.character("f")))
        await settle()

        doubles.store.changes.notify()
        await settle()

        expect(doubles.store.queries.count).to(equal(2))
        expect(viewModel.outputs.cards.tiles.map(\.name)).to(equal(["Beta"]))
        expect(Reflection.strings(in: viewModel)).to(contain("Favourites (1)"))
    }

    @Test("a controller made after f shows only the favourite, under “Favourites (1)”")
    func lateControllerShowsFilter() async {
        let doubles = AppDoubles(cards: Self.cards)
        let (viewModel, first) = await CardsScreens.shown(doubles)
        _ = first.handle(.key(.character("f")))
        await settle()

        let late = CardsViewController(viewModel: viewModel, screens: doubles.screens)
        await settle()

        expect(late.title).to(equal("Favourites (1)"))
        expect(doubles.screenText(of: late)).to(contain("Beta"))
        expect(doubles.screenText(of: late)).toNot(contain("Alpha"))
    }
}
