import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsVIP

/// The Cards scene wired by its configurator: view controller, interactor, presenter, router, worker together.
@MainActor
@Suite("Cards scene", .mainSerialExecutor)
struct CardsSceneSpec {
    static let stored = [Samples.card("A", "Alpha"), Samples.card("B", "beta")]

    /// The scene shown, once the requests its appearance sent have been answered.
    static func appeared(_ environment: VIPEnvironment) async -> CardsViewController {
        let controller = CardsViewController(context: environment.context)
        controller.screenWillAppear()
        await controller.tasks.finished()
        return controller
    }

    @Test("shows the stored cards and the download's status")
    func showsCards() async {
        let environment = VIPEnvironment(cards: Self.stored)

        let controller = await Self.appeared(environment)

        expect(controller.hostedView.data.tiles.map(\.name)).to(equal(["Alpha", "beta"]))
        expect(environment.statusTexts).to(equal(["Downloading cards…", "Downloaded 0 cards"]))
    }

    @Test("shows no empty-store hint before the store answered, and the hint after")
    func emptyHint() async {
        let answers = ManualDispatcher()
        let environment = VIPEnvironment(answers: answers)
        let controller = CardsViewController(context: environment.context)
        controller.screenWillAppear()
        await settle { answers.pendingCount == 2 }  // the read and the download wait
        let before = environment.screenText(of: controller)

        await answer(answers) { controller.tasks.isIdle }

        expect(before).toNot(contain("No cards yet"))
        expect(environment.screenText(of: controller)).to(contain("No cards yet — press n to add one"))
    }

    @Test("reports a store that cannot be read")
    func readFailure() async {
        let environment = VIPEnvironment()
        environment.store.getResult = .failure(.readFailed(detail: "disk"))

        _ = await Self.appeared(environment)

        expect(environment.statusTexts).to(contain("Cards unavailable: the cards cannot be read"))
    }

    @Test("Enter routes to the Card scene with the selected card in normal mode")
    func opens() async throws {
        let environment = VIPEnvironment(cards: Self.stored)
        let controller = await Self.appeared(environment)

        _ = controller.handle(.key(.enter))

        let details = try #require(environment.shell.lastPushed as? CardDetailsViewController)
        expect(details.router?.dataStore?.opening?.card).to(equal(Self.stored[0]))
        expect(details.router?.dataStore?.opening?.isNew).to(beFalse())
    }

    @Test("n routes to the Card scene with a new card in create mode")
    func creates() async throws {
        let environment = VIPEnvironment()
        let controller = await Self.appeared(environment)

        _ = controller.handle(.key(.character("n")))

        let details = try #require(environment.shell.lastPushed as? CardDetailsViewController)
        expect(details.router?.dataStore?.opening?.isNew).to(beTrue())
        expect(details.router?.dataStore?.opening?.card.identifier.count).to(equal(36))
    }

    @Test("selects the card the Card scene created, once back")
    func selectsCreated() async throws {
        let environment = VIPEnvironment()
        let controller = await Self.appeared(environment)
        _ = controller.handle(.key(.character("n")))
        let details = try #require(environment.shell.lastPushed as? CardDetailsViewController)
        details.router?.dataStore?.opening = .new(
            Card(identifier: "N", name: "New", front: Samples.photo(), back: Samples.photo()))
        details.screenWillAppear()
        await details.tasks.finished()

        _ = details.handle(.key(.control("s")))
        await details.tasks.finished()
        environment.store.getResult = .success([Samples.card("N", "New")])
        controller.screenWillAppear()
        await controller.tasks.finished()

        expect(environment.shell.popCount).to(equal(1))
        expect(controller.hostedView.selectedIdentifier).to(equal("N"))
    }

    @Test("follows the store from its first appearance")
    func followsStore() async {
        let environment = VIPEnvironment()
        let controller = await Self.appeared(environment)
        environment.store.getResult = .success(Self.stored)

        environment.store.changes.notify()

        await settle { controller.hostedView.data.tiles.count == 2 }
        expect(controller.hostedView.data.tiles.map(\.name)).to(equal(["Alpha", "beta"]))
    }

    @Test("r downloads again; q quits")
    func refreshAndQuit() async {
        let environment = VIPEnvironment()
        let controller = await Self.appeared(environment)

        _ = controller.handle(.key(.character("r")))
        _ = controller.handle(.key(.character("q")))
        await controller.tasks.finished()

        expect(environment.network.downloadCount).to(equal(2))
        expect(environment.shell.quitCount).to(equal(1))
    }
}
