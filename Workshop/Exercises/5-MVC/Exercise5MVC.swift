import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVC

/// Workshop exercise 5 (Docs/Workshop.md), on exercise 1's title: in MVC, `f` on Cards shows only the favourites,
/// titled “Favourites (1)”, `f` again shows every card under round one's “Cards (3)”, and the filter holds when the
/// store is read again. The controller is the role that does the work, so the tests drive it and read what the user
/// sees: its screen in the real app shell on a headless terminal (title bar, tiles), keys pressed as the user presses
/// them. Nothing here names what the attendee adds — where the filter lives, what it is called, whether `f` filters
/// the cards in hand or reads the store again — only the controller's existing API: it is built with its
/// dependencies, and each read of the store runs on its task `reading`, which the tests await as MVC's own suite does.
@MainActor
@Suite("Exercise 5 · MVC: f shows only the favourites", .mainSerialExecutor)
struct Exercise5MVC {
    let doubles = AppDoubles(cards: Samples.threeCardsBetaFavourite)
    let app = HeadlessApp()
    let controller: CardsViewController

    init() {
        controller = CardsViewController(dependencies: doubles.context(on: app))
    }

    /// Cards as the app's first screen, once the store has answered.
    func appeared() async {
        app.start(controller)
        await controller.reading?.value
    }

    /// Presses `key` and awaits the read it may have started.
    func press(_ key: Key) async {
        app.press(key)
        await controller.reading?.value
    }

    @Test("f shows only the favourite, titled “Favourites (1)”")
    func filters() async {
        await appeared()

        await press(.character("f"))

        expect(app.screen).to(contain("Favourites (1)"))
        expect(app.screen).to(contain("Beta"))
        expect(app.screen).toNot(contain("Alpha"))
        expect(app.screen).toNot(contain("Gamma"))
    }

    @Test("f again shows every card under the title “Cards (3)”")
    func showsAllAgain() async {
        await appeared()

        await press(.character("f"))
        await press(.character("f"))

        expect(app.screen).to(contain("Cards (3)"))
        expect(app.screen).toNot(contain("Favourites ("))
        expect(app.screen).to(contain("Alpha"))
        expect(app.screen).to(contain("Gamma"))
    }

    @Test("the filter holds when the store is read again (r)")
    func keepsFilter() async {
        await appeared()
        await press(.character("f"))

        await press(.character("r"))

        expect(app.screen).to(contain("Favourites (1)"))
        expect(app.screen).toNot(contain("Alpha"))
    }
}
