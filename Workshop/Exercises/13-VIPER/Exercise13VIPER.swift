import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsVIPER

/// Workshop exercise 13 (Docs/Workshop.md), round three, on round two's solution: in VIPER, `c` on Cards opens the
/// selected card's Code screen and `Esc` there comes back to Cards, the selection kept. VIPER's way is view →
/// presenter → router, and the router builds the Code module with its builder. The screen-level tests build the
/// module as the app does, press `c` on its real view and read the screen the shell was handed. The role-level test
/// builds it the same way with VIPER's own recording mock as the presenter's router (`CardsRouterMock`, linked from
/// the suite through Workshop/Doubles/VIPER) and reads what crossed that boundary with `Reflection`: the card's
/// identifier, or a `CardItem` that holds it — the names of the view's report and of the router's new way are yours.
/// A view controller that builds and pushes the Code module itself asks the router nothing, so that test stays red.
/// The interactors read the store on tasks they own: the tests let them run (`settle()`, VIPER's own).
@MainActor
@Suite("Exercise 13 · VIPER: c opens the selected card's code", .mainSerialExecutor)
struct Exercise13VIPER {
    /// The module as the app builds it, shown once the store answered, Beta selected.
    static func appeared(_ doubles: AppDoubles) async -> CardsViewController {
        let view = CardsBuilder.build(dependencies: doubles.context)
        view.screenWillAppear()
        await settle()
        view.hostedView.selectedIdentifier = "B"
        return view
    }

    /// `c` on Cards, and the screen it pushed, shown.
    static func openCode(on view: CardsViewController, _ doubles: AppDoubles) async throws -> any Screen {
        _ = view.handle(.key(.character("c")))
        await settle()
        let code = try #require(doubles.shell.lastPushed)
        code.screenWillAppear()
        await settle()
        return code
    }

    @Test("c pushes the Code screen of the selected card")
    func opensCode() async throws {
        let doubles = AppDoubles(cards: Samples.threeCards)
        let view = await Self.appeared(doubles)

        let code = try await Self.openCode(on: view, doubles)

        expect(doubles.shell.pushed.count).to(equal(1))
        expect(code.title).to(equal("Code · Beta"))
    }

    @Test("Esc on the Code screen comes back to Cards, the same card selected")
    func comesBack() async throws {
        let doubles = AppDoubles(cards: Samples.threeCards)
        let view = await Self.appeared(doubles)
        let code = try await Self.openCode(on: view, doubles)

        _ = code.handle(.key(.escape))
        await settle()
        view.screenWillAppear()
        await settle()

        expect(doubles.shell.popCount).to(equal(1))
        expect(view.hostedView.selectedIdentifier).to(equal("B"))
    }

    @Test("on c the presenter asks its router to open the selected card's code; the view pushes nothing itself")
    func presenterRoutes() async throws {
        let doubles = AppDoubles(cards: Samples.threeCards)
        let view = await Self.appeared(doubles)
        let presenter = try #require(view.output as? CardsPresenter)
        let router = CardsRouterMock()
        presenter.router = router

        _ = view.handle(.key(.character("c")))
        await settle()

        expect(router.calls.count).to(equal(1), description: "the calls the presenter made on its router")
        expect(Reflection.strings(in: router.told)).to(
            contain("B"), description: "what the presenter told its router (does CardsRouterMock record(…) it?)")
        expect(router.opened).to(beEmpty(), description: "the Card screens the presenter opened")
        expect(doubles.shell.pushed).to(beEmpty(), description: "the screens pushed without the router")
    }
}
