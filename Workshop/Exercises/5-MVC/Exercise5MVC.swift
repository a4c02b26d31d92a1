import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVC

/// Workshop exercise 5 (Docs/Workshop.md): in MVC, `f` on Cards shows only the favourites, titled
/// “Favourites (1)”, and `f` again shows all. The controller is the role that does the work, so its tests are both
/// the screen-level and the role-level ones. Each read of the store runs on the controller's task (`reading`): the
/// tests await it, as MVC's own suite does.
@MainActor
@Suite("Exercise 5 · MVC: f shows only the favourites", .mainSerialExecutor)
struct Exercise5MVC {
    static let cards = Samples.threeCardsBetaFavourite

    static func appeared(_ doubles: AppDoubles) async -> CardsViewController {
        let controller = CardsViewController(dependencies: doubles.context)
        controller.screenWillAppear()
        await controller.reading?.value
        return controller
    }

    @Test("f shows only the favourite, titled “Favourites (1)”")
    func filters() async {
        let controller = await Self.appeared(AppDoubles(cards: Self.cards))

        _ = controller.handle(.key(.character("f")))
        await controller.reading?.value

        expect(controller.hostedView.data.tiles.map(\.name)).to(equal(["Beta"]))
        expect(controller.title).to(equal("Favourites (1)"))
    }

    @Test("f again shows every card under the title “Cards”")
    func showsAllAgain() async {
        let controller = await Self.appeared(AppDoubles(cards: Self.cards))

        _ = controller.handle(.key(.character("f")))
        _ = controller.handle(.key(.character("f")))
        await controller.reading?.value

        expect(controller.hostedView.data.tiles.map(\.name)).to(equal(["Alpha", "Beta", "Gamma"]))
        expect(controller.title).to(equal("Cards"))
    }

    @Test("the filter holds when the store is read again")
    func keepsFilter() async {
        let controller = await Self.appeared(AppDoubles(cards: Self.cards))
        _ = controller.handle(.key(.character("f")))

        controller.screenWillAppear()
        await controller.reading?.value

        expect(controller.hostedView.data.tiles.map(\.name)).to(equal(["Beta"]))
    }
}
