import MyCardsKit
import MyCardsTestSupport
import Nimble
import OpenCombine
import Testing

@testable import MyCardsMVVM

/// MVVM's one answer to a backend answering after the Card screen has gone: the request holds the view model's status
/// output (never the view model), the Card screen bound that output for as long as it lasts, and it lasts until the
/// view model and its last waiting request are done.
@MainActor
@Suite("The Card screen, when the backend answers after it has gone")
final class CardDetailsLateAnswerSpec {
    static let alpha = Samples.card("A", "Alpha")

    let answers = ManualDispatcher()
    let environment: ViewModelEnvironment
    var viewModel: CardDetailsViewModel?
    var controller: CardDetailsViewController?
    /// What `status` sent, and whether it finished, as a binding that lasts as long as the output sees it.
    private(set) var sent: [String] = []
    private(set) var finished = false

    init() {
        environment = ViewModelEnvironment(cards: [Self.alpha], answers: answers)
        let viewModel = CardDetailsViewModel(card: Self.alpha, mode: .edit, services: environment.services)
        viewModel.outputs.status.subscribe(
            Subscribers.Sink(
                receiveCompletion: { [weak self] _ in self?.finished = true },
                receiveValue: { [weak self] message in self?.sent.append(message.text) }))
        self.viewModel = viewModel
        answers.runAll()  // the card read when the view model is made
    }

    /// The Card screen on the view model, as the Cards screen pushes it.
    func showScreen() {
        controller = viewModel.map { CardDetailsViewController(viewModel: $0, screens: environment.screens) }
    }

    /// Ctrl-S, and the store's answer: the upload is sent.
    func saveAndStore() {
        viewModel?.inputs.save()
        answers.runNext()
    }

    /// Delete, yes, and the store's answer: the backend delete is sent.
    func deleteAndRemove() {
        viewModel?.inputs.confirmDelete()
        answers.run(at: answers.pendingCount - 1)
    }

    @Test("publishes an upload's answer after the view model is gone, which the request did not keep")
    func publishesAfterViewModelGone() {
        saveAndStore()
        weak let released = viewModel
        viewModel = nil
        let goneBeforeAnswer = released == nil

        answers.runAll()

        expect(goneBeforeAnswer).to(beTrue())
        expect(self.sent).to(equal(["Saved", "Uploaded"]))
    }

    @Test("finishes its status output only once the last waiting request has answered")
    func finishesAfterLastAnswer() {
        saveAndStore()
        deleteAndRemove()
        viewModel = nil
        answers.runNext()
        let finishedBeforeLastAnswer = finished

        answers.runAll()

        expect(finishedBeforeLastAnswer).to(beFalse())
        expect(self.finished).to(beTrue())
    }

    @Test("finishes its status output with the view model when nothing waits, leaving no binding behind")
    func finishesWithViewModel() {
        viewModel = nil

        expect(self.finished).to(beTrue())
    }

    @Test("publishes both answers of a save and a delete that waited at once, the later one last")
    func bothAnswers() {
        saveAndStore()
        deleteAndRemove()
        viewModel = nil

        answers.runAll()

        expect(self.sent.suffix(2)).to(equal(["Uploaded", "Deleted on the backend too"]))
    }

    @Test("shows its status lines about itself while the Card screen is there")
    func aboutItselfWhileShown() {
        showScreen()

        saveAndStore()

        expect(self.environment.shell.statusScreens).to(equal(["CardDetailsViewController"]))
    }

    @Test("shows a late answer about no screen once the Card screen and its view model are gone")
    func aboutNoScreenOnceGone() {
        showScreen()
        saveAndStore()
        weak let screen = controller
        (controller, viewModel) = (nil, nil)

        answers.runAll()

        expect(screen).to(beNil())
        expect(self.environment.shell.statuses.last?.text).to(equal("Uploaded"))
        expect(self.environment.shell.statusScreens.last).to(equal("none"))
    }
}
