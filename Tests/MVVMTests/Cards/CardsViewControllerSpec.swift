import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVVM

@MainActor
@Suite("CardsViewController", .mainSerialExecutor)
struct CardsViewControllerSpec {
    static let stored = [Samples.card("A", "Alpha"), Samples.card("B", "beta")]

    static func appeared(_ environment: ViewModelEnvironment) -> CardsViewController {
        let controller = CardsViewController(
            viewModel: CardsViewModel(services: environment.services), screens: environment.screens)
        controller.screenWillAppear()
        return controller
    }

    @MainActor
    @Suite("when bound to its view model")
    struct Bindings {
        @Test("draws the cards the view model publishes")
        func drawsCards() async {
            let environment = ViewModelEnvironment()
            environment.store.getResult = .success(stored)

            let controller = appeared(environment)
            await settle()

            expect(controller.hostedView.data.tiles.map(\.name)).to(equal(["Alpha", "beta"]))
            expect(environment.screenText(of: controller)).to(contain("Alpha"))
        }

        @Test("shows no empty-store hint before the store has answered")
        func waitsForStore() async {
            let environment = ViewModelEnvironment(answers: ManualDispatcher())

            let controller = appeared(environment)
            await settle()

            expect(environment.screenText(of: controller)).toNot(contain("No cards yet"))
        }

        @Test("shows the hint of an empty store")
        func showsEmptyHint() async {
            let environment = ViewModelEnvironment()

            let controller = appeared(environment)
            await settle()

            expect(environment.screenText(of: controller)).to(contain("No cards yet — press n to add one"))
        }

        @Test("puts the view model's status lines on the status line")
        func showsStatus() async {
            let environment = ViewModelEnvironment(answers: ManualDispatcher())

            let controller = appeared(environment)
            await settle()

            expect(environment.shell.lastStatus).to(
                equal(ShellSpy.Status(text: "Downloading cards…", busy: true, isError: false)))
            withExtendedLifetime(controller) {}  // its observation ends with it
        }

        @Test("asks for a redraw when new cards come")
        func redraws() async {
            let environment = ViewModelEnvironment()

            let controller = appeared(environment)
            await settle()

            expect(environment.shell.redrawCount).to(beGreaterThan(0))
            withExtendedLifetime(controller) {}  // its observation ends with it
        }

        @Test("selects the card the view model asks for")
        func selects() async throws {
            let environment = ViewModelEnvironment()
            let controller = appeared(environment)
            await settle()
            _ = controller.hostedView.handle(.key(.character("n")))
            await settle()
            let details = try #require(environment.shell.lastPushed as? CardDetailsViewController)

            await fillAndSave(details.viewModel, name: "Bravo", camera: environment.camera)
            await settle()
            let created = try #require(environment.store.saved.last)
            environment.store.getResult = .success(stored + [created])
            environment.store.changes.notify()
            await settle()

            expect(controller.hostedView.selectedIdentifier).to(equal(created.identifier))
        }
    }

    @MainActor
    @Suite("when the user acts on the view")
    struct Forwarding {
        @Test("Enter pushes the card before the key's handling ends, so a key typed ahead reaches the Card screen")
        func opensWithinTheKey() async {
            let environment = ViewModelEnvironment()
            environment.store.getResult = .success(stored)
            let controller = appeared(environment)
            await settle()

            _ = controller.handle(.key(.enter))

            expect(environment.shell.lastPushed is CardDetailsViewController).to(beTrue())
        }

        @Test("Enter opens the selected card: a details controller in normal mode is pushed")
        func opens() async throws {
            let environment = ViewModelEnvironment()
            environment.store.getResult = .success(stored)
            let controller = appeared(environment)
            await settle()

            _ = controller.hostedView.handle(.key(.enter))
            await settle()

            let details = try #require(environment.shell.lastPushed as? CardDetailsViewController)
            expect((details.viewModel as? CardDetailsViewModel)?.mode).to(equal(.normal))
            expect(details.viewModel.shownDetails.name).to(equal("Alpha"))
        }

        @Test("n pushes an empty card in create mode")
        func creates() async throws {
            let environment = ViewModelEnvironment()
            let controller = appeared(environment)
            await settle()

            _ = controller.hostedView.handle(.key(.character("n")))
            await settle()

            let details = try #require(environment.shell.lastPushed as? CardDetailsViewController)
            expect((details.viewModel as? CardDetailsViewModel)?.mode).to(equal(.create))
        }

        @Test("r downloads again")
        func refreshes() async {
            let environment = ViewModelEnvironment()
            let controller = appeared(environment)
            await settle()

            _ = controller.hostedView.handle(.key(.character("r")))
            await settle()

            expect(environment.network.downloadCount).to(equal(2))
        }

        @Test("q quits")
        func quits() async {
            let environment = ViewModelEnvironment()
            let controller = appeared(environment)
            await settle()

            _ = controller.hostedView.handle(.key(.character("q")))

            expect(environment.shell.quitCount).to(equal(1))
        }
    }
}
