import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

/// Workshop exercise 4 (Docs/Workshop.md): in VIP, the Cards title counts the cards — `Cards (3)`. The screen-level
/// test reads the title the screen shows. The role-level test reads what crosses the presenter's two boundaries
/// (`CardsSceneProbe`, Workshop/Doubles/VIP): the words the presenter hands on hold `Cards (3)`, and what the
/// interactor handed it holds none. It reads them with `Reflection.strings(in:)`, so a `title` field, a header
/// struct or a display method of any name passes; a view controller that counts the tiles itself (the MVC-style
/// shortcut) does not. The view controller runs its requests on the scene's tasks: both tests await them
/// (`tasks.finished()`), as VIP's own specs do.
@MainActor
@Suite("Exercise 4 · VIP: the Cards title counts the cards", .mainSerialExecutor)
struct Exercise4VIP {
    static let threeCards = Samples.threeCards

    @Test("the screen says “Cards (3)” once the store answered with three cards")
    func screenCountsCards() async {
        let controller = await appearedCardsScene(AppDoubles(cards: Self.threeCards))

        expect(controller.title).to(equal("Cards (3)"))
    }

    @Test("the presenter words “Cards (3)” from the interactor's answer, which holds no words")
    func presenterWordsTitle() async throws {
        let probe = try await CardsSceneProbe.appeared(AppDoubles(cards: Self.threeCards))

        expect(Reflection.holds("Cards (3)", in: probe.displayed.received)).to(beTrue())
        expect(Reflection.strings(in: probe.presented.received)).toNot(
            containElementSatisfying { $0.hasPrefix("Cards") })
    }
}
