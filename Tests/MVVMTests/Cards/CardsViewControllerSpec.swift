import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVVM

@MainActor
@Suite("CardsViewController")
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
        func drawsCards() {
            let environment = ViewModelEnvironment()
            environment.store.getResult = .success(stored)

            let controller = appeared(environment)

            expect(controller.hostedView.data.tiles.map(\.name)).to(equal(["Alpha", "beta"]))
            expect(environment.screenText(of: controller)).to(contain("Alpha"))
        }

        @Test("shows no empty-store hint before the store has answered")
        func waitsForStore() {
            let environment = ViewModelEnvironment(answers: ManualDispatcher())

            let controller = appeared(environment)

            expect(environment.screenText(of: controller)).toNot(contain("No cards yet"))
        }

        @Test("shows the hint of an empty store")
        func showsEmptyHint() {
            let environment = ViewModelEnvironment()

            let controller = appeared(environment)

            expect(environment.screenText(of: controller)).to(contain("No cards yet — press n to add one"))
        }

        @Test("puts the view model's status lines on the status line")
        func showsStatus() {
            let environment = ViewModelEnvironment(answers: ManualDispatcher())

            _ = appeared(environment)

            expect(environment.shell.lastStatus).to(
                equal(ShellSpy.Status(text: "Downloading cards…", busy: true, isError: false)))
        }

        @Test("asks for a redraw when new cards come")
        func redraws() {
            let environment = ViewModelEnvironment()

            _ = appeared(environment)

            expect(environment.shell.redrawCount).to(beGreaterThan(0))
        }

        @Test("selects the card the view model asks for")
        func selects() throws {
            let environment = ViewModelEnvironment()
            let controller = appeared(environment)
            _ = controller.hostedView.handle(.key(.character("n")))
            let details = try #require(environment.shell.lastPushed as? CardDetailsViewController)

            fillAndSave(details.viewModel, name: "Bravo", camera: environment.camera)
            let created = try #require(environment.store.saved.last)
            environment.store.getResult = .success(stored + [created])
            environment.store.changes.notify()

            expect(controller.hostedView.selectedIdentifier).to(equal(created.identifier))
        }
    }

    @MainActor
    @Suite("when the user acts on the view")
    struct Forwarding {
        @Test("Enter opens the selected card: a details controller in normal mode is pushed")
        func opens() throws {
            let environment = ViewModelEnvironment()
            environment.store.getResult = .success(stored)
            let controller = appeared(environment)

            _ = controller.hostedView.handle(.key(.enter))

            let details = try #require(environment.shell.lastPushed as? CardDetailsViewController)
            expect((details.viewModel as? CardDetailsViewModel)?.mode).to(equal(.normal))
            expect(details.viewModel.shownDetails.name).to(equal("Alpha"))
        }

        @Test("n pushes an empty card in create mode")
        func creates() throws {
            let environment = ViewModelEnvironment()
            let controller = appeared(environment)

            _ = controller.hostedView.handle(.key(.character("n")))

            let details = try #require(environment.shell.lastPushed as? CardDetailsViewController)
            expect((details.viewModel as? CardDetailsViewModel)?.mode).to(equal(.create))
        }

        @Test("r downloads again")
        func refreshes() {
            let environment = ViewModelEnvironment()
            let controller = appeared(environment)

            _ = controller.hostedView.handle(.key(.character("r")))

            expect(environment.network.downloadCount).to(equal(2))
        }

        @Test("q quits")
        func quits() {
            let environment = ViewModelEnvironment()
            let controller = appeared(environment)

            _ = controller.hostedView.handle(.key(.character("q")))

            expect(environment.shell.quitCount).to(equal(1))
        }
    }
}
