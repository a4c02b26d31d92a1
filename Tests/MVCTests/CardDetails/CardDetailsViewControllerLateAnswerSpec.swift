import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsMVC

/// MVC's one answer to a backend answering after the Card screen has gone: the request holds the shell and the
/// store, never the controller, so the answer is shown about no screen (wherever the user is) and the controller
/// is gone with its screen.
@MainActor
@Suite("CardDetailsViewController, when the backend answers after the screen has gone", .mainSerialExecutor)
struct CardDetailsViewControllerLateAnswerSpec {
    let backend = ManualDispatcher()
    let environment: MVCTestEnvironment

    init() {
        environment = MVCTestEnvironment(cards: [Samples.card("T", "Tesco")], networkAnswers: backend)
    }

    /// A form on Tesco, as the shell shows it; the test holds it only weakly once it returns.
    func form() async -> CardDetailsViewController {
        let controller = CardDetailsViewController(
            card: Samples.card("T", "Tesco"), mode: .edit, dependencies: environment.dependencies)
        controller.screenWillAppear()
        await controller.settled()
        return controller
    }

    /// Ctrl-S, up to the upload the backend holds.
    func save(_ controller: CardDetailsViewController) async {
        let asked = backend.pendingCount
        _ = controller.handle(.key(.control("s")))
        await until { backend.pendingCount > asked }
    }

    /// From the form (opened again after a save): Delete, and yes, up to the backend delete the backend holds.
    func delete(_ controller: CardDetailsViewController) async {
        let asked = backend.pendingCount
        if controller.mode == .normal { _ = controller.handle(.key(.character("e"))) }
        controller.hostedView.focus = .delete
        _ = controller.handle(.key(.enter))
        await until { !environment.shell.questions.isEmpty }
        environment.shell.answer(.yes)
        await until { backend.pendingCount > asked }
    }

    /// The backend answers everything it holds; the requests, which the test keeps, run to their end.
    func answerAll(_ requests: [Task<Void, Never>]) async {
        backend.runAll()
        for request in requests { await request.value }
    }

    @Test("shows an upload's answer about no screen, the controller already gone")
    func uploadAnswerAboutNoScreen() async {
        var controller: CardDetailsViewController? = await form()
        weak let released = controller
        await save(controller!)
        let requests = controller?.sending ?? []
        controller = nil

        await answerAll(requests)

        expect(released).to(beNil())
        expect(environment.statusTexts.last).to(equal("Uploaded"))
        expect(environment.shell.statusScreens.last).to(equal("none"))
    }

    @Test("shows a backend delete's answer about no screen, the controller already gone")
    func deleteAnswerAboutNoScreen() async {
        var controller: CardDetailsViewController? = await form()
        weak let released = controller
        await delete(controller!)
        let requests = controller?.sending ?? []
        controller = nil

        await answerAll(requests)

        expect(released).to(beNil())
        expect(environment.statusTexts.last).to(equal("Deleted on the backend too"))
        expect(environment.shell.statusScreens.last).to(equal("none"))
    }

    @Test("shows both answers of a save and a delete that waited at once, the later one last")
    func bothAnswers() async {
        var controller: CardDetailsViewController? = await form()
        await save(controller!)
        await delete(controller!)
        let requests = controller?.sending ?? []
        controller = nil

        await answerAll(requests)

        expect(environment.statusTexts.suffix(2)).to(equal(["Uploaded", "Deleted on the backend too"]))
    }
}
