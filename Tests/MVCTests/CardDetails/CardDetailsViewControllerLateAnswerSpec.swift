import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsMVC

/// MVC's one answer to a backend answering after the Card screen has gone: the request holds the shell and the
/// store, never the controller, so the answer is shown about no screen (wherever the user is) and the controller
/// is gone with its screen.
@MainActor
@Suite("CardDetailsViewController, when the backend answers after the screen has gone")
struct CardDetailsViewControllerLateAnswerSpec {
    let backend = ManualDispatcher()
    let environment: MVCTestEnvironment

    init() {
        environment = MVCTestEnvironment(cards: [Samples.card("T", "Tesco")], networkAnswers: backend)
    }

    /// A form on Tesco, as the shell shows it; the test holds it only weakly once it returns.
    func form() -> CardDetailsViewController {
        let controller = CardDetailsViewController(
            card: Samples.card("T", "Tesco"), mode: .edit, dependencies: environment.dependencies)
        controller.screenWillAppear()
        return controller
    }

    func save(_ controller: CardDetailsViewController) {
        _ = controller.handle(.key(.control("s")))
    }

    /// From the form (opened again after a save): Delete, and yes.
    func delete(_ controller: CardDetailsViewController) {
        if controller.mode == .normal { _ = controller.handle(.key(.character("e"))) }
        controller.hostedView.focus = .delete
        _ = controller.handle(.key(.enter))
        environment.shell.answer(.yes)
    }

    @Test("shows an upload's answer about no screen, the controller already gone")
    func uploadAnswerAboutNoScreen() {
        var controller: CardDetailsViewController? = form()
        weak let released = controller
        controller.map(save)
        controller = nil

        backend.runAll()

        expect(released).to(beNil())
        expect(environment.statusTexts.last).to(equal("Uploaded"))
        expect(environment.shell.statusScreens.last).to(equal("none"))
    }

    @Test("shows a backend delete's answer about no screen, the controller already gone")
    func deleteAnswerAboutNoScreen() {
        var controller: CardDetailsViewController? = form()
        weak let released = controller
        controller.map(delete)
        controller = nil

        backend.runAll()

        expect(released).to(beNil())
        expect(environment.statusTexts.last).to(equal("Deleted on the backend too"))
        expect(environment.shell.statusScreens.last).to(equal("none"))
    }

    @Test("shows both answers of a save and a delete that waited at once, the later one last")
    func bothAnswers() {
        var controller: CardDetailsViewController? = form()
        controller.map(save)
        controller.map(delete)
        controller = nil

        backend.runAll()

        expect(environment.statusTexts.suffix(2)).to(equal(["Uploaded", "Deleted on the backend too"]))
    }
}
