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
@Suite("CardDetailsViewController")
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
        func shows() {
            expect(spec.output.events).to(equal(["appear"]))
            expect(spec.app.screen).to(contain("Tesco"))
            expect(spec.app.screen).to(contain("Front"))
            expect(spec.app.screen).to(contain("Back"))
        }

        @Test("reports e, f, b and Esc")
        func keys() {
            spec.app.press(.character("e"), .character("f"), .character("b"), .escape)

            expect(spec.output.events).to(equal(["appear", "edit", "showPhoto(front)", "showPhoto(back)", "back"]))
        }

        @Test("reports * as a toggle of the favourite mark")
        func favourite() {
            spec.app.press(.character("*"))

            expect(spec.output.events).to(equal(["appear", "toggleFavourite"]))
        }
    }

    @MainActor
    @Suite("in edit mode")
    struct EditMode {
        let spec = CardDetailsViewControllerSpec(mode: .edit)

        @Test("reports the name as it is typed, and Ctrl-S")
        func typesAndSaves() {
            spec.app.type("!")
            spec.app.press(.control("s"))

            expect(spec.output.events).to(equal(["appear", "name(Tesco!)", "save"]))
        }

        @Test("reports Enter on a photo slot, on delete, and Esc")
        func slots() {
            spec.view.hostedView.focus = .front
            spec.app.press(.enter)
            spec.view.hostedView.focus = .delete
            spec.app.press(.enter, .escape)

            expect(spec.output.events).to(equal(["appear", "choosePhoto(front)", "delete", "cancel"]))
        }

        @Test("asks the question it is told in a dialog, and reports the answer")
        func asks() {
            spec.view.askQuestion("Delete card “Tesco”?")
            let asked = spec.app.screen

            spec.app.press(.character("y"))

            expect(asked).to(contain("Delete card “Tesco”?"))
            expect(spec.output.events.last).to(equal("answer(true)"))
        }

        @Test("offers the photo sources in a menu on c and l, and reports the source chosen or none")
        func menu() {
            spec.view.askPhotoSource(title: "Photo source", sources: [(.camera, "Camera"), (.library, "Library")])
            let offered = spec.app.screen
            spec.app.press(.character("l"))
            spec.view.askPhotoSource(title: "Photo source", sources: [(.camera, "Camera"), (.library, "Library")])

            spec.app.press(.escape)

            expect(offered).to(contain("Camera"))
            expect(offered).to(contain("Library"))
            expect(spec.output.events.suffix(2)).to(equal(["source(library)", "source(none)"]))
        }

        @Test("puts a status line on the app's status bar")
        func status() {
            spec.view.showStatus(
                StatusMessage(text: "A card needs a name, and a number or both photos", isError: true))

            expect(spec.app.screen).to(contain("A card needs a name, and a number or both photos"))
        }
    }
}
