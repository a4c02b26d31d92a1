import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// Workshop exercise 3 (Docs/Workshop.md): in VIPER, the Cards title counts the cards — `Cards (3)`.
@MainActor
@Suite("Exercise 3 · VIPER: the Cards title counts the cards")
struct Exercise3VIPER {
    @Test("says “Cards (3)” once the store answered with three cards")
    func countsCards() {
        let doubles = AppDoubles(cards: Workshop.threeCards)
        let view = CardsBuilder.build(dependencies: doubles.context)

        view.screenWillAppear()

        expect(view.title).to(equal("Cards (3)"))
    }
}
