import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsVIPER

/// The Card view alone in the real app shell on a headless terminal: keys in, events to an output spy out;
/// what the presenter tells it (the card, status lines, questions, the photo menu), on the screen.
@MainActor
@Suite("CardDetailsViewController", .mainSerialExecutor)
struct CardDetailsViewControllerSpec {
    static let tesco = Samples.card("T", "Tesco")

    let app = HeadlessApp()
    let output = CardDetailsViewOutputSpy()
    let view: CardDetailsViewController

    init(mode: CardDetailsMode = .normal) {
        view = CardDetailsViewController(dependencies: ModuleEnvironment().context(on: app))
        view.output = output
        app.start(view)
        view.show(CardDetailsDisplayData(mode: mode, name: "Tesco", front: Self.tesco.front, back: Self.tesco.back))
    }

    @MainActor
    @Suite("in normal mode")
    struct NormalMode {
        let spec = CardDetailsViewControllerSpec()

        @Test("reports its appearance, and draws the card's name and both captions")
        func shows() async {
            expect(spec.output.events).to(equal(["appear"]))
            expect(spec.app.screen).to(contain("Tesco"))
            expect(spec.app.screen).to(contain("Front"))
            expect(spec.app.screen).to(contain("Back"))
        }

        @Test("reports e, f, b and Esc")
        func keys() async {
            spec.app.press(.character("e"), .character("f"), .character("b"), .escape)
            await settle()

            expect(spec.output.events).to(equal(["appear", "edit", "showPhoto(front)", "showPhoto(back)", "back"]))
        }

        @Test("reports * as a toggle of the favourite mark")
        func favourite() async {
            spec.app.press(.character("*"))
            await settle()

            expect(spec.output.events).to(equal(["appear", "toggleFavourite"]))
        }
    }

    @MainActor
    @Suite("in edit mode")
    struct EditMode {
        let spec = CardDetailsViewControllerSpec(mode: .edit)

        @Test("reports the name as it is typed, and Ctrl-S")
        func typesAndSaves() async {
            spec.app.type("!")
            spec.app.press(.control("s"))
            await settle()

            expect(spec.output.events).to(equal(["appear", "name(Tesco!)", "save"]))
        }

        @Test("reports Enter on a photo slot, on delete, and Esc")
        func slots() async {
            spec.view.hostedView.focus = .front
            spec.app.press(.enter)
            await settle()
            spec.view.hostedView.focus = .delete
            spec.app.press(.enter, .escape)
            await settle()

            expect(spec.output.events).to(equal(["appear", "choosePhoto(front)", "delete", "cancel"]))
        }

        @Test("asks the question it is told in a dialog, and reports the answer")
        func asks() async {
            spec.view.askQuestion("Delete card “Tesco”?")
            await settle()
            let asked = spec.app.screen

            spec.app.press(.character("y"))
            await settle()

            expect(asked).to(contain("Delete card “Tesco”?"))
            expect(spec.output.events.last).to(equal("answer(true)"))
        }

        @Test("offers the photo sources in a menu on c and l, and reports the source chosen or none")
        func menu() async {
            spec.view.askPhotoSource(title: "Photo source", sources: [(.camera, "Camera"), (.library, "Library")])
            await settle()
            let offered = spec.app.screen
            spec.app.press(.character("l"))
            await settle()
            spec.view.askPhotoSource(title: "Photo source", sources: [(.camera, "Camera"), (.library, "Library")])
            await settle()

            spec.app.press(.escape)
            await settle()

            expect(offered).to(contain("Camera"))
            expect(offered).to(contain("Library"))
            expect(spec.output.events.suffix(2)).to(equal(["source(library)", "source(none)"]))
        }

        @Test("puts a status line on the app's status bar")
        func status() async {
            spec.view.showStatus(
                StatusMessage(text: "A card needs a name, and a number or both photos", isError: true))

            expect(spec.app.screen).to(contain("A card needs a name, and a number or both photos"))
        }
    }
}
