import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVVM

/// Workshop exercise 12 (Docs/Workshop.md), on exercise 6's solution: in MVVM, `c` on Cards opens the selected card's
/// Code screen, the one the Card screen opens, and `Esc` there comes back to Cards with the selection kept. The view
/// model decides where to go (a route, as the Card screen's view model routes to its Code screen); the controller
/// performs it. What the tests name is what ships: the keys, the screens, the view model's `route` output. What the
/// attendee adds is free: the input's name, the route's case and what it carries. So the role-level tests reach the
/// view model the way its view does (a key on the real view, which the controller forwards), with the controller's
/// observations cancelled so that it performs nothing (`CardsScreens`, Workshop/Doubles/MVVM), and read the route the
/// view model took through `Reflection.strings(in:)`: it must hold the selected card's code and nothing of another
/// card. A controller that builds and pushes the Code screen itself (Workshop/Shortcuts/exercise-12.patch) shows the
/// right screen and leaves the view model's route empty: red.
@MainActor
@Suite("Exercise 12 · MVVM: c opens the card's code, Esc comes back", .mainSerialExecutor)
struct Exercise12MVVM {
    /// Three cards with numbers, so each Code screen says whose it is; `G` selects the last, Gamma.
    static let cards = [("A", "Alpha", "1111 2222"), ("B", "Beta", "3333 4444"), ("C", "Gamma", "5555 6666")].map {
        var card = Samples.card($0.0, $0.1)
        card.number = $0.2
        return card
    }

    @Test("c on the last card shows its Code screen")
    func screenShowsCode() async {
        let app = HeadlessApp()
        _ = await CardsScreens.started(AppDoubles(cards: Self.cards), on: app)

        app.press(.character("G"), .character("c"))
        await settle()

        expect(app.screen).to(contain("5555 6666"))
        expect(app.screen).toNot(contain("Alpha"))
    }

    @Test("Esc on that Code screen comes back to Cards, the last card still selected")
    func screenComesBack() async throws {
        let app = HeadlessApp()
        let root = await CardsScreens.started(AppDoubles(cards: Self.cards), on: app)
        app.press(.character("G"), .character("c"))
        await settle()
        try #require(app.screen.contains("5555 6666"), "the Code screen is up")

        app.press(.escape)
        await settle()

        expect(app.screen).to(contain("Alpha"))
        expect(app.screen).toNot(contain("5555 6666"))
        let cards = try #require(root as? CardsViewController)
        expect(cards.hostedView.selectedIdentifier).to(equal("C"))
    }

    @Test("the view model routes to the selected card's code on c, and to nothing of another card")
    func viewModelRoutesToCode() async {
        let (viewModel, controller) = await CardsScreens.forwardingOnly(AppDoubles(cards: Self.cards))
        let routes = Recorded(viewModel.outputs.route)

        _ = controller.handle(.key(.character("G")))
        _ = controller.handle(.key(.character("c")))
        await settle()

        expect(routes.values.count).to(equal(1))
        let said = routes.values.flatMap { Reflection.strings(in: $0) }
        expect(said).to(contain("Gamma", "5555 6666"))
        expect(said).toNot(contain("Alpha"))
        expect(said).toNot(contain("1111 2222"))
    }

    @Test("the Code screen the view model routes to shows the card as the store has it now")
    func routedCodeFollowsStore() async {
        let doubles = AppDoubles(cards: Self.cards)
        let (viewModel, controller) = await CardsScreens.forwardingOnly(doubles)
        let routes = Recorded(viewModel.outputs.route)
        _ = controller.handle(.key(.character("G")))
        _ = controller.handle(.key(.character("c")))
        await settle()
        var renumbered = Self.cards[2]
        renumbered.number = "7777 8888"

        doubles.store.getResult = .success([renumbered])
        doubles.store.changes.notify()
        await settle()

        let said = routes.values.flatMap { Reflection.strings(in: $0) }
        expect(said).to(contain("7777 8888"))
    }
}
