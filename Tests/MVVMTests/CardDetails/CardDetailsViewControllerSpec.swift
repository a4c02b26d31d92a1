import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVVM

@MainActor
@Suite("CardDetailsViewController")
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
        func draws() {
            let environment = ViewModelEnvironment()

            let controller = make(environment)

            let text = environment.screenText(of: controller)
            expect(text).to(contain("Alpha"))
            expect(text).to(contain("Front"))
            expect(text).to(contain("Back"))
        }

        @Test("* sends toggleFavourite, and the form shows the star the view model publishes")
        func togglesFavourite() {
            let environment = ViewModelEnvironment(cards: [card])
            var stored = card
            stored.isFavourite = true
            environment.store.favouriteResult = .success(stored)
            let controller = make(environment)

            _ = controller.hostedView.handle(.key(.character("*")))

            expect(environment.screenText(of: controller)).to(contain("★ Alpha"))
        }

        @Test("c sends showCode, and the Code screen the view model routes to is pushed")
        func showsCode() {
            let environment = ViewModelEnvironment(cards: [card])
            let controller = make(environment)

            _ = controller.hostedView.handle(.key(.character("c")))

            expect(environment.shell.lastPushed is CodeViewController).to(beTrue())
        }

        @Test("sends the form's number and barcode as intents, which the save then writes")
        func forwardsNumber() {
            let environment = ViewModelEnvironment(cards: [card])
            let controller = make(environment, mode: .edit)
            controller.hostedView.focus = .number

            for character in "ABC-1" { _ = controller.hostedView.handle(.key(.character(character))) }
            _ = controller.hostedView.handle(.key(.tab))
            for _ in 0..<6 { _ = controller.hostedView.handle(.key(.enter)) }
            _ = controller.hostedView.handle(.key(.control("s")))

            expect(environment.store.saved.map(\.number)).to(equal(["ABC-1"]))
            expect(environment.store.saved.map(\.barcode)).to(equal([.code39]))
        }

        @Test("asks for a redraw whenever the view model publishes new details")
        func redrawsOnDetails() {
            let environment = ViewModelEnvironment()
            let controller = make(environment)
            let before = environment.shell.redrawCount

            _ = controller.hostedView.handle(.key(.character("e")))

            expect(environment.shell.redrawCount).to(beGreaterThan(before))
        }

        @Test("e switches the form to edit mode")
        func edits() {
            let environment = ViewModelEnvironment()
            let controller = make(environment)

            _ = controller.hostedView.handle(.key(.character("e")))

            expect(controller.hostedView.data.mode).to(equal(.edit))
        }

        @Test("f and b push the photo of that side", arguments: [(Character("f"), Card.Side.front), ("b", .back)])
        func showsPhoto(key: Character, side: Card.Side) throws {
            let environment = ViewModelEnvironment()
            let controller = make(environment)

            _ = controller.hostedView.handle(.key(.character(key)))

            let photo = try #require(environment.shell.lastPushed as? CardPhotoViewController)
            expect(photo.hostedView.data.caption).to(equal(side.caption))
        }

        @Test("Esc goes back to Cards")
        func goesBack() {
            let environment = ViewModelEnvironment()
            let controller = make(environment)

            _ = controller.hostedView.handle(.key(.escape))

            expect(environment.shell.popCount).to(equal(1))
        }
    }

    @MainActor
    @Suite("when editing")
    struct Editing {
        @Test("typing changes the draft the view model saves")
        func typingReachesViewModel() {
            let environment = ViewModelEnvironment()
            let controller = make(environment, mode: .edit)

            for character in "!" { _ = controller.hostedView.handle(.key(.character(character))) }
            _ = controller.hostedView.handle(.key(.control("s")))

            expect(environment.store.saved.first?.name).to(equal("Alpha!"))
        }

        @Test("asks before discarding changes, and on yes shows the card as it was")
        func asksBeforeDiscarding() {
            let environment = ViewModelEnvironment()
            let controller = make(environment, mode: .edit)
            _ = controller.hostedView.handle(.key(.character("x")))

            _ = controller.hostedView.handle(.key(.escape))
            environment.shell.answer(.yes)

            expect(environment.shell.questions).to(equal(["Discard changes?"]))
            expect(controller.hostedView.data).to(
                equal(CardDetailsDisplayData(mode: .normal, name: "Alpha", front: card.front, back: card.back)))
        }

        @Test("on no keeps editing with the changes")
        func keepsEditing() {
            let environment = ViewModelEnvironment()
            let controller = make(environment, mode: .edit)
            _ = controller.hostedView.handle(.key(.character("x")))

            _ = controller.hostedView.handle(.key(.escape))
            environment.shell.answer(.no)

            expect(controller.hostedView.data.mode).to(equal(.edit))
        }
    }

    @MainActor
    @Suite("when a new card is saved")
    struct SavingNew {
        @Test("goes back to Cards")
        func popsAfterCreate() {
            let environment = ViewModelEnvironment()
            let draft = Card(identifier: "N", name: "New", front: card.front, back: card.back)
            let controller = make(environment, card: draft, mode: .create)

            _ = controller.hostedView.handle(.key(.control("s")))

            expect(environment.shell.popCount).to(equal(1))
        }
    }

    @MainActor
    @Suite("when the card is deleted")
    struct Deleting {
        @Test("asks the view model's question and on yes deletes, then pops")
        func deletes() {
            let environment = ViewModelEnvironment()
            let controller = make(environment)

            controller.viewModel.inputs.delete()
            environment.shell.answer(.yes)

            expect(environment.shell.questions).to(equal(["Delete card “Alpha”?"]))
            expect(environment.store.removed).to(equal([["A"]]))
            expect(environment.shell.popCount).to(equal(1))
        }

        @Test("on no deletes nothing")
        func keeps() {
            let environment = ViewModelEnvironment()
            let controller = make(environment)

            controller.viewModel.inputs.delete()
            environment.shell.answer(.no)

            expect(environment.store.removed).to(beEmpty())
        }
    }

    @MainActor
    @Suite("when a photo is chosen")
    struct ChoosingPhoto {
        @Test("shows the photo source menu with the view model's sources")
        func showsMenu() {
            let environment = ViewModelEnvironment()
            let controller = make(environment, mode: .edit)

            controller.viewModel.inputs.choosePhoto(for: .front)

            expect(environment.shell.menus.last?.items.map(\.label)).to(equal(["Camera", "Library"]))
        }

        @Test("c pushes the camera, l the photo library", arguments: [Character("c"), "l"])
        func pushesSource(key: Character) {
            let environment = ViewModelEnvironment()
            let controller = make(environment, mode: .edit)
            controller.viewModel.inputs.choosePhoto(for: .front)

            environment.shell.choose(key: key)

            let pushed = environment.shell.lastPushed
            expect(key == "c" ? pushed is PhotoCaptureViewController : pushed is PhotoLibraryViewController)
                .to(beTrue())
        }

        @Test("Esc in the menu opens nothing")
        func escapeOpensNothing() {
            let environment = ViewModelEnvironment()
            let controller = make(environment, mode: .edit)
            controller.viewModel.inputs.choosePhoto(for: .front)

            environment.shell.choose(key: nil)

            expect(environment.shell.pushed).to(beEmpty())
        }

        @Test("pops back to itself with the photo the camera took")
        func popsBackToForm() throws {
            let environment = ViewModelEnvironment()
            let controller = make(environment, mode: .edit)
            controller.viewModel.inputs.choose(.camera, for: .front)
            let camera = try #require(environment.shell.lastPushed as? PhotoCaptureViewController)
            camera.screenWillAppear()
            environment.camera.deliver(Samples.image(width: 160, height: 120))

            _ = camera.hostedView.handle(.key(.character(" ")))

            expect(environment.shell.poppedTo.last === controller).to(beTrue())
        }
    }
}
