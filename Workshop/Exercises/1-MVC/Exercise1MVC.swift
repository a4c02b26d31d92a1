import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsMVC

/// Workshop exercise 1 (Docs/Workshop.md): in MVC, the Cards title counts the cards — `Cards (3)`. The controller is
/// the role that does the work, so its test is both the screen-level and the role-level one. The controller reads
/// the store on a task it owns (`reading`): the test awaits that task, as MVC's own suite does.
@MainActor
@Suite("Exercise 1 · MVC: the Cards title counts the cards", .mainSerialExecutor)
struct Exercise1MVC {
    static let threeCards = Samples.threeCards

    @Test("the controller says “Cards (3)” once the store answered with three cards")
    func countsCards() async {
        let doubles = AppDoubles(cards: Self.threeCards)
        let controller = CardsViewController(dependencies: doubles.context)

        controller.screenWillAppear()
        await controller.reading?.value

        expect(controller.title).to(equal("Cards (3)"))
    }
}
