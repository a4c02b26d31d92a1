import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// Workshop exercise 7 (Docs/Workshop.md), on exercise 3's title: in VIPER, `f` on Cards shows only the favourites,
/// titled “Favourites (1)”; `f` again shows every card under “Cards (3)”; the filter holds when the store is read
/// again. The screen-level tests build the module as the app does and press `f` on its real view. The role-level
/// tests build it the same way and give the presenter VIPER's own recording mock as its view (`CardsViewMock`, linked
/// from the suite through Workshop/Doubles/VIPER), then read every value the presenter told it after the key, with
/// `Reflection`: the name of the view's new report and of the presenter's new words are yours, and so is the design —
/// the presenter filtering what the interactor answers (again, or kept from the last answer), or the interactor
/// fetching only the favourites when asked. A view controller that filters its tiles itself tells the presenter's
/// view nothing, so those tests stay red. The interactor reads the store on a task it owns: the tests let it run
/// (`settle()`, VIPER's own), as VIPER's own specs do.
@MainActor
@Suite("Exercise 7 · VIPER: f shows only the favourites", .mainSerialExecutor)
struct Exercise7VIPER {
    static let cards = Samples.threeCardsBetaFavourite

    /// The module as the app builds it, shown once the store answered.
    static func appeared() async -> CardsViewController {
        let view = CardsBuilder.build(dependencies: AppDoubles(cards: cards).context)
        view.screenWillAppear()
        await settle()
        return view
    }

    /// The module with the recording mock as the presenter's view; the real view still reports the keys.
    static func presenterTelling(_ mock: CardsViewMock) async throws -> CardsViewController {
        let view = await appeared()
        let presenter = try #require(view.output as? CardsPresenter)
        presenter.view = mock
        return view
    }

    static func press(_ character: Character, on view: CardsViewController) async {
        _ = view.handle(.key(.character(character)))
        await settle()
    }

    @Test("the screen shows only the favourite on f, titled “Favourites (1)”")
    func screenFilters() async {
        let view = await Self.appeared()

        await Self.press("f", on: view)

        expect(view.hostedView.data.tiles.map(\.name)).to(equal(["Beta"]))
        expect(view.title).to(equal("Favourites (1)"))
    }

    @Test("the screen shows every card again on a second f, titled “Cards (3)”")
    func screenShowsAllAgain() async {
        let view = await Self.appeared()

        await Self.press("f", on: view)
        await Self.press("f", on: view)

        expect(view.hostedView.data.tiles.map(\.name)).to(equal(["Alpha", "Beta", "Gamma"]))
        expect(view.title).to(equal("Cards (3)"))
    }

    @Test("the filter holds when the store is read again (coming back to the screen)")
    func filterHolds() async {
        let view = await Self.appeared()
        await Self.press("f", on: view)

        view.screenWillAppear()
        await settle()

        expect(view.hostedView.data.tiles.map(\.name)).to(equal(["Beta"]))
        expect(view.title).to(equal("Favourites (1)"))
    }

    @Test("after f, the presenter tells its view the favourite alone and “Favourites (1)”")
    func presenterFilters() async throws {
        let mock = CardsViewMock()
        let view = try await Self.presenterTelling(mock)
        let mark = mock.calls.count

        await Self.press("f", on: view)

        let told = Reflection.strings(in: mock.told(since: mark))
        expect(told).to(contain("Beta", "Favourites (1)"), description: "what the presenter told its view after f")
        expect(told).toNot(contain("Alpha"), description: "what the presenter told its view after f")
        expect(told).toNot(contain("Gamma"), description: "what the presenter told its view after f")
    }

    @Test("after a second f, the presenter tells its view every card and “Cards (3)”")
    func presenterShowsAllAgain() async throws {
        let mock = CardsViewMock()
        let view = try await Self.presenterTelling(mock)
        await Self.press("f", on: view)
        let mark = mock.calls.count

        await Self.press("f", on: view)

        let told = Reflection.strings(in: mock.told(since: mark))
        expect(told).to(
            contain("Alpha", "Beta", "Gamma", "Cards (3)"), description: "what the presenter told its view after f")
    }
}
