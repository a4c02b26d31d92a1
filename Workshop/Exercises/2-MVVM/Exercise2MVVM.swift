import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVVM

/// Workshop exercise 2 (Docs/Workshop.md): in MVVM, the Cards title counts the cards — `Cards (3)`. The tests say what
/// the user sees (the whole app on a headless terminal) and what the view model holds once the store answered, read
/// through `Reflection.strings(in:)`: the output may be a `String` or a struct, named and placed as the attendee likes,
/// as long as the view model holds the words as state, as its other outputs are held. A controller that counts the
/// cards it draws (Workshop/Shortcuts/exercise-2.patch) shows the right title and leaves the view model without it:
/// red. A late observer must see the title too: a state output replays to a controller made after the answer; a
/// one-shot event, taken by the first controller, would not.
@MainActor
@Suite("Exercise 2 · MVVM: the Cards title counts the cards", .mainSerialExecutor)
struct Exercise2MVVM {
    @Test("the title bar says “Cards (3)” once the store answered with three cards")
    func screenCountsCards() async {
        let app = HeadlessApp()

        _ = await CardsScreens.started(AppDoubles(cards: Samples.threeCards), on: app)

        expect(app.screen).to(contain("Cards (3)"))
    }

    @Test("the view model holds “Cards (3)” once the store answered, with no view at all")
    func viewModelWordsTitle() async {
        let doubles = AppDoubles(cards: Samples.threeCards)
        let viewModel = CardsViewModel(services: doubles.services)

        viewModel.inputs.appear()
        await settle()

        expect(Reflection.strings(in: viewModel)).to(contain("Cards (3)"))
    }

    @Test("a controller made after another showed the count shows “Cards (3)” too")
    func lateControllerShowsTitle() async {
        let doubles = AppDoubles(cards: Samples.threeCards)
        let (viewModel, first) = await CardsScreens.shown(doubles)

        let late = CardsViewController(viewModel: viewModel, screens: doubles.screens)
        await settle()

        expect(late.title).to(equal("Cards (3)"))
        withExtendedLifetime(first) {}  // its observations end with it
    }
}
