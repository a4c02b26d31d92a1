import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVVM

@MainActor
@Suite("CardDetailsViewController", .mainSerialExecutor)
struct CardDetailsViewControllerSpec {
    static let card = Samples.card("A", "Alpha")

    static func make(
        _ environment: ViewModelEnvironment, card: Card = card, mode: CardDetailsMode = .normal
    ) -> CardDetailsViewController {
        CardDetailsViewController(
            viewModel: CardDetailsViewModel(card: card, mode: mode, services: environment.services),
            screens: environment.screens)
    }

    @MainActor
    @Suite("in normal mode")
    struct Normal {
        @Test("draws the card's name and both captions")
        func draws() async {
            let environment = ViewModelEnvironment()

            let controller = make(environment)
            await settle()

            let text = environment.screenText(of: controller)
            await settle()
            expect(text).to(contain("Alpha"))
            expect(text).to(contain("Front"))
            expect(text).to(contain("Back"))
        }

        @Test("* sends toggleFavourite, and the form shows the star the view model publishes")
        func togglesFavourite() async {
            let environment = ViewModelEnvironment(cards: [card])
            var stored = card
            stored.isFavourite = true
            environment.store.favouriteResult = .success(stored)
            let controller = make(environment)
            await settle()

            _ = controller.hostedView.handle(.key(.character("*")))
            await settle()

            expect(environment.screenText(of: controller)).to(contain("★ Alpha"))
        }

        @Test("c sends showCode, and the Code screen the view model routes to is pushed")
        func showsCode() async {
            let environment = ViewModelEnvironment(cards: [card])
            let controller = make(environment)
            await settle()

            _ = controller.hostedView.handle(.key(.character("c")))
            await settle()

            expect(environment.shell.lastPushed is CodeViewController).to(beTrue())
        }

        @Test("sends the form's number and barcode as intents, which the save then writes")
        func forwardsNumber() async {
            let environment = ViewModelEnvironment(cards: [card])
            let controller = make(environment, mode: .edit)
            await settle()
            controller.hostedView.focus = .number

            for character in "ABC-1" { _ = controller.hostedView.handle(.key(.character(character))) }
            await settle()
            _ = controller.hostedView.handle(.key(.tab))
            for _ in 0..<6 { _ = controller.hostedView.handle(.key(.enter)) }
            await settle()
            _ = controller.hostedView.handle(.key(.control("s")))
            await settle()

            expect(environment.store.saved.map(\.number)).to(equal(["ABC-1"]))
            expect(environment.store.saved.map(\.barcode)).to(equal([.code39]))
        }

        @Test("asks for a redraw whenever the view model publishes new details")
        func redrawsOnDetails() async {
            let environment = ViewModelEnvironment()
            let controller = make(environment)
            await settle()
            let before = environment.shell.redrawCount

            _ = controller.hostedView.handle(.key(.character("e")))
            await settle()

            expect(environment.shell.redrawCount).to(beGreaterThan(before))
        }

        @Test("e switches the form to edit mode")
        func edits() async {
            let environment = ViewModelEnvironment()
            let controller = make(environment)
            await settle()

            _ = controller.hostedView.handle(.key(.character("e")))
            await settle()

            expect(controller.hostedView.data.mode).to(equal(.edit))
        }

        @Test("e shows the form before the key's handling ends, so letters typed ahead go into the name")
        func editsWithinTheKey() async {
            let environment = ViewModelEnvironment()
            let controller = make(environment)
            await settle()

            _ = controller.handle(.key(.character("e")))

            expect(controller.hostedView.data.mode).to(equal(.edit))
        }

        @Test("f and b push the photo of that side", arguments: [(Character("f"), Card.Side.front), ("b", .back)])
        func showsPhoto(key: Character, side: Card.Side) async throws {
            let environment = ViewModelEnvironment()
            let controller = make(environment)
            await settle()

            _ = controller.hostedView.handle(.key(.character(key)))
            await settle()

            let photo = try #require(environment.shell.lastPushed as? CardPhotoViewController)
            expect(photo.hostedView.data.caption).to(equal(side.caption))
        }

        @Test("Esc goes back to Cards")
        func goesBack() async {
            let environment = ViewModelEnvironment()
            let controller = make(environment)
            await settle()

            _ = controller.hostedView.handle(.key(.escape))
            await settle()

            expect(environment.shell.popCount).to(equal(1))
        }
    }

    @MainActor
    @Suite("when editing")
    struct Editing {
        @Test("typing changes the draft the view model saves")
        func typingReachesViewModel() async {
            let environment = ViewModelEnvironment()
            let controller = make(environment, mode: .edit)
            await settle()

            for character in "!" { _ = controller.hostedView.handle(.key(.character(character))) }
            await settle()
            _ = controller.hostedView.handle(.key(.control("s")))
            await settle()

            expect(environment.store.saved.first?.name).to(equal("Alpha!"))
        }

        @Test("asks before discarding changes, and on yes shows the card as it was")
        func asksBeforeDiscarding() async {
            let environment = ViewModelEnvironment()
            let controller = make(environment, mode: .edit)
            await settle()
            _ = controller.hostedView.handle(.key(.character("x")))

            _ = controller.hostedView.handle(.key(.escape))
            await settle()
            environment.shell.answer(.yes)
            await settle()

            expect(environment.shell.questions).to(equal(["Discard changes?"]))
            expect(controller.hostedView.data).to(
                equal(CardDetailsDisplayData(mode: .normal, name: "Alpha", front: card.front, back: card.back)))
        }

        @Test("on no keeps editing with the changes")
        func keepsEditing() async {
            let environment = ViewModelEnvironment()
            let controller = make(environment, mode: .edit)
            await settle()
            _ = controller.hostedView.handle(.key(.character("x")))

            _ = controller.hostedView.handle(.key(.escape))
            environment.shell.answer(.no)
            await settle()

            expect(controller.hostedView.data.mode).to(equal(.edit))
        }
    }

    @MainActor
    @Suite("when a new card is saved")
    struct SavingNew {
        @Test("goes back to Cards")
        func popsAfterCreate() async {
            let environment = ViewModelEnvironment()
            let draft = Card(identifier: "N", name: "New", front: card.front, back: card.back)
            let controller = make(environment, card: draft, mode: .create)
            await settle()

            _ = controller.hostedView.handle(.key(.control("s")))
            await settle()

            expect(environment.shell.popCount).to(equal(1))
        }
    }

    @MainActor
    @Suite("when the card is deleted")
    struct Deleting {
        @Test("asks the view model's question and on yes deletes, then pops")
        func deletes() async {
            let environment = ViewModelEnvironment()
            let controller = make(environment)
            await settle()

            controller.viewModel.inputs.delete()
            await settle()
            environment.shell.answer(.yes)
            await settle()

            expect(environment.shell.questions).to(equal(["Delete card “Alpha”?"]))
            expect(environment.store.removed).to(equal([["A"]]))
            expect(environment.shell.popCount).to(equal(1))
        }

        @Test("on no deletes nothing")
        func keeps() async {
            let environment = ViewModelEnvironment()
            let controller = make(environment)
            await settle()

            controller.viewModel.inputs.delete()
            await settle()
            environment.shell.answer(.no)
            await settle()

            expect(environment.store.removed).to(beEmpty())
        }
    }

    @MainActor
    @Suite("when a photo is chosen")
    struct ChoosingPhoto {
        @Test("shows the photo source menu with the view model's sources")
        func showsMenu() async {
            let environment = ViewModelEnvironment()
            let controller = make(environment, mode: .edit)
            await settle()

            controller.viewModel.inputs.choosePhoto(for: .front)
            await settle()

            expect(environment.shell.menus.last?.items.map(\.label)).to(equal(["Camera", "Library"]))
        }

        @Test("c pushes the camera, l the photo library", arguments: [Character("c"), "l"])
        func pushesSource(key: Character) async {
            let environment = ViewModelEnvironment()
            let controller = make(environment, mode: .edit)
            await settle()
            controller.viewModel.inputs.choosePhoto(for: .front)
            await settle()

            environment.shell.choose(key: key)
            await settle()

            let pushed = environment.shell.lastPushed
            expect(key == "c" ? pushed is PhotoCaptureViewController : pushed is PhotoLibraryViewController)
                .to(beTrue())
            await settle()
        }

        @Test("Esc in the menu opens nothing")
        func escapeOpensNothing() async {
            let environment = ViewModelEnvironment()
            let controller = make(environment, mode: .edit)
            await settle()
            controller.viewModel.inputs.choosePhoto(for: .front)
            await settle()

            environment.shell.choose(key: nil)
            await settle()

            expect(environment.shell.pushed).to(beEmpty())
        }

        @Test("pops back to itself with the photo the camera took")
        func popsBackToForm() async throws {
            let environment = ViewModelEnvironment()
            let controller = make(environment, mode: .edit)
            await settle()
            controller.viewModel.inputs.choose(.camera, for: .front)
            await settle()
            let camera = try #require(environment.shell.lastPushed as? PhotoCaptureViewController)
            camera.screenWillAppear()
            await settle()
            environment.camera.deliver(Samples.image(width: 160, height: 120))
            await settle()

            _ = camera.hostedView.handle(.key(.character(" ")))
            await settle()

            expect(environment.shell.poppedTo.last === controller).to(beTrue())
        }
    }
}
