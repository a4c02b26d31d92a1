import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsMVVM

/// MVVM's one answer to a backend answering after the Card screen has gone: the request holds the view model's status
/// output (never the view model), the Card screen bound that output for as long as it lasts, and it lasts until the
/// view model and its last waiting request are done.
@MainActor
@Suite("The Card screen, when the backend answers after it has gone", .mainSerialExecutor)
final class CardDetailsLateAnswerSpec {
    static let alpha = Samples.card("A", "Alpha")

    let answers = ManualDispatcher()
    let environment: ViewModelEnvironment
    var viewModel: CardDetailsViewModel?
    var controller: CardDetailsViewController?
    /// What `status` said, as an observation that holds it weakly sees it, and whether it is gone (finished).
    private var recorded: Recorded<StatusMessage>?
    private weak var status: LateOutput<StatusMessage>?
    var sent: [String] { recorded?.values.map(\.text) ?? [] }
    var finished: Bool { status == nil }

    init() {
        environment = ViewModelEnvironment(cards: [Self.alpha], answers: answers)
        let viewModel = CardDetailsViewModel(card: Self.alpha, mode: .edit, services: environment.services)
        status = viewModel.outputs.status
        self.viewModel = viewModel
    }

    /// The card read the view model asks for when it is made, answered.
    func cardRead() async {
        await settle()
        answers.runAll()
        await settle()
    }

    /// The Card screen on the view model, as the Cards screen pushes it.
    func showScreen() {
        controller = viewModel.map { CardDetailsViewController(viewModel: $0, screens: environment.screens) }
    }

    /// Records what `status` says, as an observation that holds it weakly sees it (the Card screen's, when no screen
    /// is shown: each line is taken once).
    func record() {
        recorded = status.map { Recorded($0) }
    }

    /// Every answer asked for, and those they ask for in turn.
    func drain() async {
        while answers.pendingCount > 0 {
            answers.runAll()
            await settle()
        }
    }

    /// Ctrl-S, and the store's answer once it is asked: the upload is sent.
    func saveAndStore() async {
        viewModel?.inputs.save()
        await settle()
        answers.runNext()
    }

    /// Delete, yes, and the store's answer once it is asked: the backend delete is sent.
    func deleteAndRemove() async {
        viewModel?.inputs.confirmDelete()
        await settle()
        answers.run(at: answers.pendingCount - 1)
    }

    @Test("publishes an upload's answer after the view model is gone, which the request did not keep")
    func publishesAfterViewModelGone() async {
        await cardRead()
        record()
        await saveAndStore()
        await settle()
        weak let released = viewModel
        await settle()
        viewModel = nil
        let goneBeforeAnswer = released == nil

        await drain()
        await settle()

        expect(goneBeforeAnswer).to(beTrue())
        expect(self.sent).to(equal(["Saved", "Uploaded"]))
    }

    @Test("finishes its status output only once the last waiting request has answered")
    func finishesAfterLastAnswer() async {
        await cardRead()
        await saveAndStore()
        await settle()
        await deleteAndRemove()
        await settle()
        viewModel = nil
        answers.runNext()
        await settle()
        let finishedBeforeLastAnswer = finished

        await drain()

        expect(finishedBeforeLastAnswer).to(beFalse())
        expect(self.finished).to(beTrue())
    }

    @Test("finishes its status output with the view model when nothing waits, leaving no binding behind")
    func finishesWithViewModel() async {
        viewModel = nil

        expect(self.finished).to(beTrue())
    }

    @Test("publishes both answers of a save and a delete that waited at once, the later one last")
    func bothAnswers() async {
        await cardRead()
        record()
        await saveAndStore()
        await settle()
        await deleteAndRemove()
        await settle()
        viewModel = nil

        await drain()
        await settle()

        expect(self.sent.suffix(2)).to(equal(["Uploaded", "Deleted on the backend too"]))
    }

    @Test("shows its status lines about itself while the Card screen is there")
    func aboutItselfWhileShown() async {
        await cardRead()
        showScreen()
        await settle()

        await saveAndStore()
        await settle()

        expect(self.environment.shell.statusScreens).to(equal(["CardDetailsViewController"]))
    }

    @Test("shows a late answer about no screen once the Card screen and its view model are gone")
    func aboutNoScreenOnceGone() async {
        await cardRead()
        showScreen()
        await settle()
        await saveAndStore()
        await settle()
        weak let screen = controller
        await settle()
        (controller, viewModel) = (nil, nil)
        await settle()

        await drain()
        await settle()

        expect(screen).to(beNil())
        expect(self.environment.shell.statuses.last?.text).to(equal("Uploaded"))
        expect(self.environment.shell.statusScreens.last).to(equal("none"))
    }
}
