import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsTEA

/// Workshop exercise 9 (Docs/Workshop.md): in TEA, the Cards title counts the cards — `Cards (3)`. The title is
/// state: the Cards reducer words it into `CardsState.title` when a read answers, and the host only draws it. The
/// role-level test runs the reducer in the exhaustive test store (Workshop/Doubles/TEA links TEA's own), so the
/// whole state after the read must be named: it does not compile until `CardsState` has a `title`. Effects run as
/// tasks of the store's runner: the tests let them run (`settle()`, and each step of the test store), as TEA's own
/// specs do.
///
/// What the tests fix and what they leave free. The screen-level test reads what the user sees. The role-level test
/// is the exercise's lesson: the exhaustive test store asserts the whole state after each step, and an assertion
/// writes that state in Swift, by its fields' names — so it fixes one spelling, the field that holds the title
/// (`title`, of any type a string literal makes). It sends and receives only actions the variant already has
/// (`storeChanged`, `cardsRead`), and fixes no order of fields. Exercises 10, 15 and 20 read the state through
/// `Reflection` instead, where a new field or action is the attendee's to name.
@MainActor
@Suite("Exercise 9 · TEA: the Cards title counts the cards", .mainSerialExecutor)
struct Exercise9TEA {
    static let threeCards = Samples.threeCards

    @Test("the screen says “Cards (3)” once the store answered with three cards")
    func screenCountsCards() async {
        let doubles = TEADoubles(cards: Self.threeCards)
        let root = TEACompositionRoot.makeRoot(context: doubles.app.context, environment: doubles.environment)

        root.screenWillAppear()
        await settle()

        expect(root.title).to(equal("Cards (3)"))
    }

    @Test("the reducer words “Cards (3)” into the state when a read answers with three cards")
    func reducerWordsTitle() async {
        let doubles = TEADoubles(cards: Self.threeCards)
        var state = CardsState()
        state.hasAppeared = true
        let store = doubles.testStore(state, CardsReducer.reduce)

        await store.send(.storeChanged)

        await store.receive(.cardsRead(.success(Self.threeCards))) {
            $0.cards = Self.threeCards
            $0.title = "Cards (3)"
        }
        // The read is a stream the screen keeps until it leaves; the test store fails on one left running.
        await store.run(.cancel(id: CardsEffectID.read))
    }
}
