import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsVIP

/// The Cards scene wired by its configurator: view controller, interactor, presenter, router, worker together.
@MainActor
@Suite("Cards scene")
struct CardsSceneSpec {
    static let stored = [Samples.card("A", "Alpha"), Samples.card("B", "beta")]

    static func appeared(_ environment: VIPEnvironment) -> CardsViewController {
        let controller = CardsViewController(context: environment.context)
        controller.screenWillAppear()
        return controller
    }

    @Test("shows the stored cards and the download's status")
    func showsCards() {
        let environment = VIPEnvironment(cards: Self.stored)

        let controller = Self.appeared(environment)

        expect(controller.hostedView.data.tiles.map(\.name)).to(equal(["Alpha", "beta"]))
        expect(environment.statusTexts).to(equal(["Downloading cards…", "Downloaded 0 cards"]))
    }

    @Test("shows no empty-store hint before the store answered, and the hint after")
    func emptyHint() {
        let answers = ManualDispatcher()
        let environment = VIPEnvironment(answers: answers)
        let controller = Self.appeared(environment)
        let before = environment.screenText(of: controller)

        answers.runAll()

        expect(before).toNot(contain("No cards yet"))
        expect(environment.screenText(of: controller)).to(contain("No cards yet — press n to add one"))
    }

    @Test("reports a store that cannot be read")
    func readFailure() {
        let environment = VIPEnvironment()
        environment.store.getResult = .failure(.readFailed(detail: "disk"))

        _ = Self.appeared(environment)

        expect(environment.statusTexts).to(contain("Cards unavailable: the cards cannot be read"))
    }

    @Test("Enter routes to the Card scene with the selected card in normal mode")
    func opens() throws {
        let environment = VIPEnvironment(cards: Self.stored)
        let controller = Self.appeared(environment)

        _ = controller.handle(.key(.enter))

        let details = try #require(environment.shell.lastPushed as? CardDetailsViewController)
        expect(details.router?.dataStore?.opening?.card).to(equal(Self.stored[0]))
        expect(details.router?.dataStore?.opening?.isNew).to(beFalse())
    }

    @Test("n routes to the Card scene with a new card in create mode")
    func creates() throws {
        let environment = VIPEnvironment()
        let controller = Self.appeared(environment)

        _ = controller.handle(.key(.character("n")))

        let details = try #require(environment.shell.lastPushed as? CardDetailsViewController)
        expect(details.router?.dataStore?.opening?.isNew).to(beTrue())
        expect(details.router?.dataStore?.opening?.card.identifier.count).to(equal(36))
    }

    @Test("selects the card the Card scene created, once back")
    func selectsCreated() throws {
        let environment = VIPEnvironment()
        let controller = Self.appeared(environment)
        _ = controller.handle(.key(.character("n")))
        let details = try #require(environment.shell.lastPushed as? CardDetailsViewController)
        details.router?.dataStore?.opening = .new(
            Card(identifier: "N", name: "New", front: Samples.photo(), back: Samples.photo()))
        details.screenWillAppear()

        _ = details.handle(.key(.control("s")))
        environment.store.getResult = .success([Samples.card("N", "New")])
        controller.screenWillAppear()

        expect(environment.shell.popCount).to(equal(1))
        expect(controller.hostedView.selectedIdentifier).to(equal("N"))
    }

    @Test("r downloads again; q quits")
    func refreshAndQuit() {
        let environment = VIPEnvironment()
        let controller = Self.appeared(environment)

        _ = controller.handle(.key(.character("r")))
        _ = controller.handle(.key(.character("q")))

        expect(environment.network.downloadCount).to(equal(2))
        expect(environment.shell.quitCount).to(equal(1))
    }
}
