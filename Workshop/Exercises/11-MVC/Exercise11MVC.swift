import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVC

/// Workshop exercise 11 (Docs/Workshop.md), round three, on round two's filter: in MVC, `c` on Cards opens the
/// selected card's Code screen — the one the Card screen opens — and `Esc` there comes back to Cards with the same
/// card selected. MVC has no router: the Cards controller is the navigation owner, and pushes the Code controller
/// itself, as it pushes the Card screen's. So there is no shortcut to keep red: the MVC way is the shortcut the other
/// four patterns' tests refuse.
///
/// The screen tests run the controller in the real app shell on a headless terminal and press the keys the user
/// presses; they read the title bar, which is the screen on top (`Code · Beta`, `Cards (3)`). The navigation test
/// builds the controller with the shell spy and reads what it pushed: the Code controller that already exists,
/// showing the selected card. Nothing names what the attendee adds (the method `c` calls, how it finds the card);
/// each read of the store runs on the controller's task `reading`, which the tests await as MVC's own suite does.
@MainActor
@Suite("Exercise 11 · MVC: c opens the selected card's code", .mainSerialExecutor)
struct Exercise11MVC {
    static let cards = Samples.threeCards

    @MainActor
    @Suite("on the screen")
    struct OnScreen {
        let app = HeadlessApp()
        let controller: CardsViewController

        init() {
            controller = CardsViewController(dependencies: AppDoubles(cards: cards).context(on: app))
        }

        /// Cards as the app's first screen once the store has answered, the second card (Beta) selected by the user.
        func appearedWithBetaSelected() async {
            app.start(controller)
            await controller.reading?.value
            app.press(.right)
        }

        @Test("c shows the selected card's Code screen")
        func opensCode() async {
            await appearedWithBetaSelected()

            app.press(.character("c"))

            expect(app.screen).to(contain("Code · Beta"))
            expect(app.screen).toNot(contain("Cards (3)"))
        }

        @Test("Esc on the Code screen comes back to Cards, the same card selected")
        func comesBack() async throws {
            await appearedWithBetaSelected()
            app.press(.character("c"))
            try #require(app.screen.contains("Code · Beta"), "c has not opened the Code screen yet")

            app.press(.escape)
            await controller.reading?.value

            expect(app.screen).to(contain("Cards (3)"))
            expect(controller.hostedView.selectedIdentifier).to(equal("B"))
        }
    }

    @MainActor
    @Suite("at the navigation boundary")
    struct Navigation {
        let doubles = AppDoubles(cards: cards)
        let controller: CardsViewController

        init() {
            controller = CardsViewController(dependencies: doubles.context)
        }

        @Test("the Cards controller pushes the Code controller for the selected card, and nothing else")
        func pushesCodeController() async {
            controller.screenWillAppear()
            await controller.reading?.value
            controller.hostedView.selectedIdentifier = "B"

            _ = controller.handle(.key(.character("c")))

            expect(doubles.shell.pushed.count).to(equal(1))
            expect(doubles.shell.lastPushed).to(beAnInstanceOf(CodeViewController.self))
            expect(doubles.shell.lastPushed?.title).to(equal("Code · Beta"))
        }
    }
}
