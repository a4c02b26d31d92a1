import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

/// Workshop exercise 4 (Docs/Workshop.md): in VIP, the Cards title counts the cards — `Cards (3)`.
@MainActor
@Suite("Exercise 4 · VIP: the Cards title counts the cards")
struct Exercise4VIP {
    @Test("says “Cards (3)” once the store answered with three cards")
    func countsCards() {
        let doubles = AppDoubles(cards: Workshop.threeCards)
        let controller = CardsViewController(context: doubles.context)

        controller.screenWillAppear()

        expect(controller.title).to(equal("Cards (3)"))
    }
}
