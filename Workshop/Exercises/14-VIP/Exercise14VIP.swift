import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsVIP

/// Workshop exercise 14 (Docs/Workshop.md): in VIP, `c` on Cards opens the selected card's Code screen — the Code
/// scene the Card scene opens — and `Esc` there comes back to Cards with the card still selected. Navigation is the
/// router's, with data passing: the view controller tells the interactor which card (a request), the interactor keeps
/// the card in the scene's data store, and the router builds the Code scene, passes the card from the Cards data
/// store into the Code data store, and pushes it. The screen-level tests press the keys on the real scene. The
/// boundary tests give the scene a router of its own on another shell: the Code scene must arrive there (the router
/// the scene holds navigated, not its view controller), holding the stored card whole, as the data store has it (not
/// one rebuilt from what the tiles show). No name is asked for: the request, the use case, the route and the data
/// passing are the attendee's to name. The view controller runs its requests on the scene's tasks: the tests await
/// them (`tasks.finished()`), as VIP's own specs do.
@MainActor
@Suite("Exercise 14 · VIP: c opens the selected card's code", .mainSerialExecutor)
struct Exercise14VIP {
    static let cards = Samples.threeCards.map { card in
        var numbered = card
        numbered.number = "40063813\(card.identifier.unicodeScalars.first?.value ?? 0)"
        return numbered
    }
    static let beta = cards[1]

    /// The scene shown with Beta selected, once the requests its appearance sent have been answered.
    static func appeared(_ doubles: AppDoubles) async -> CardsViewController {
        let controller = await appearedCardsScene(doubles)
        controller.hostedView.selectedIdentifier = beta.identifier
        return controller
    }

    static func pressC(on controller: CardsViewController) async {
        _ = controller.handle(.key(.character("c")))
        await controller.tasks.finished()
    }

    /// The scene shown with Beta selected, then `c` pressed on it.
    @discardableResult
    static func pressedC(_ doubles: AppDoubles) async -> CardsViewController {
        let controller = await appeared(doubles)
        await pressC(on: controller)
        return controller
    }

    @Test("c opens the Code screen of the selected card")
    func opensCode() async throws {
        let doubles = AppDoubles(cards: Self.cards)

        await Self.pressedC(doubles)

        let code = try #require(doubles.shell.lastPushed as? CodeViewController)
        code.screenWillAppear()
        expect(code.title).to(equal("Code · \(Self.beta.name)"))
        expect(doubles.screenText(of: code)).to(contain(Self.beta.number ?? "?"))
    }

    @Test("Esc on that Code screen comes back to Cards, Beta still selected")
    func escComesBack() async throws {
        let doubles = AppDoubles(cards: Self.cards)
        let controller = await Self.pressedC(doubles)
        let code = try #require(doubles.shell.lastPushed)
        code.screenWillAppear()

        _ = code.handle(.key(.escape))
        controller.screenWillAppear()
        await controller.tasks.finished()

        expect(doubles.shell.popCount).to(equal(1))
        expect(controller.hostedView.selectedIdentifier).to(equal(Self.beta.identifier))
    }

    @Test("the scene's router navigates: c pushes the Code scene through the router the scene holds")
    func routerNavigates() async throws {
        let doubles = AppDoubles(cards: Self.cards)
        let elsewhere = AppDoubles()
        let controller = await Self.appeared(doubles)
        let router = CardsRouter(context: elsewhere.context)
        router.viewController = controller
        router.dataStore = controller.router?.dataStore
        controller.router = router

        await Self.pressC(on: controller)

        expect(doubles.shell.pushed).to(beEmpty())
        expect(elsewhere.shell.lastPushed).to(beAKindOf(CodeViewController.self))
    }

    @Test("the Code scene's data store gets the card from the Cards data store, whole")
    func passesStoredCard() async throws {
        let doubles = AppDoubles(cards: Self.cards)

        await Self.pressedC(doubles)

        let code = try #require(doubles.shell.lastPushed as? CodeViewController)
        expect(code.router?.dataStore?.card).to(equal(Self.beta))
    }
}
