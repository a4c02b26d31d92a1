import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVC

/// Workshop exercise 1 (Docs/Workshop.md): in MVC, the Cards title counts the cards — `Cards (3)`. The controller is
/// the role that does the work, so its tests are both the screen-level and the role-level ones: they run the
/// controller in the real app shell on a headless terminal and read the title bar, which shows the screen's title
/// whoever words it — the view's `title` the controller sets, or a `title` of the controller's own. The count must
/// follow the store, not the first answer: a second test reads four cards after `r`. The controller reads the store on
/// a task it owns (`reading`, its existing API): the tests await that task, as MVC's own suite does.
@MainActor
@Suite("Exercise 1 · MVC: the Cards title counts the cards", .mainSerialExecutor)
struct Exercise1MVC {
    let doubles = AppDoubles(cards: Samples.threeCards)
    let app = HeadlessApp()
    let controller: CardsViewController

    init() {
        controller = CardsViewController(dependencies: doubles.context(on: app))
    }

    @Test("the title bar says “Cards (3)” once the store answered with three cards")
    func countsCards() async {
        app.start(controller)
        await controller.reading?.value

        expect(app.screen).to(contain("Cards (3)"))
    }

    @Test("the count follows the store: “Cards (4)” once r read four cards")
    func countsAgain() async {
        app.start(controller)
        await controller.reading?.value
        doubles.store.getResult = .success(Samples.threeCards + [Samples.card("D", "Delta")])

        app.press(.character("r"))
        await controller.reading?.value

        expect(app.screen).to(contain("Cards (4)"))
    }
}
