import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsMVC

/// Workshop exercise 1 (Docs/Workshop.md): in MVC, the Cards title counts the cards — `Cards (3)`.
@MainActor
@Suite("Exercise 1 · MVC: the Cards title counts the cards")
struct Exercise1MVC {
    @Test("says “Cards (3)” once the store answered with three cards")
    func countsCards() {
        let doubles = AppDoubles(cards: Workshop.threeCards)
        let controller = CardsViewController(dependencies: doubles.context)

        controller.screenWillAppear()

        expect(controller.title).to(equal("Cards (3)"))
    }
}
