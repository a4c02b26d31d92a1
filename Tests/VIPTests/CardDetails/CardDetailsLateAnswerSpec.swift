import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

/// VIP's one answer to a backend answering after the Card scene has gone: each request to the backend is a task of its
/// own that holds the presenter it answers through, never the interactor, and no scene cancels it; the presenter, its
/// view controller gone, puts the line on the app's status line (`CardDetailsPresenterSpec`, `CardDetailsSceneSpec`).
@MainActor
@Suite("CardDetailsInteractor, when the backend answers after the scene has gone", .mainSerialExecutor)
final class CardDetailsLateAnswerSpec {
    let answers = ManualDispatcher()
    let environment: VIPEnvironment
    var interactor: CardDetailsInteractor?
    let presenter: CardDetailsPresenterSpy

    init() {
        environment = VIPEnvironment(cards: [CardDetailsInteractorSpec.card], answers: answers)
        let (interactor, presenter) = CardDetailsInteractorSpec.make(environment, mode: .edit)
        (self.interactor, self.presenter) = (interactor, presenter)
    }

    /// Ctrl-S and the store's answer (the upload sent), then a confirmed delete and the store's answer (the backend
    /// delete sent): both wait for the backend. The tasks that sent them are cancelled, as the scene's are when it
    /// goes.
    func saveThenDeleteBothPending() async {
        let saving = Task { [interactor] in await interactor?.saveCard(request: .init()) }
        await settle { answers.pendingCount == 1 }  // the save
        answers.runNext()
        await saving.value
        let deleting = Task { [interactor] in await interactor?.deleteCard(request: .init(confirmed: true)) }
        await settle { answers.pendingCount == 2 }  // the upload and the remove
        answers.run(at: answers.pendingCount - 1)
        await deleting.value
        await settle { answers.pendingCount == 2 }  // the upload and the backend delete
        saving.cancel()
        deleting.cancel()
    }

    @Test("is not kept alive by its requests: the interactor is gone before the backend answers")
    func interactorNotHeld() async {
        await saveThenDeleteBothPending()
        weak let released = interactor

        interactor = nil

        expect(released).to(beNil())
        expect(self.answers.pendingCount).to(equal(2))
    }

    @Test("presents both answers of a save and a delete that waited at once, the later one last")
    func bothAnswers() async {
        await saveThenDeleteBothPending()
        interactor = nil

        await answer(answers) { self.presenter.deletes.count == 2 && self.presenter.saves.count == 2 }

        expect(self.presenter.saves.last).to(equal(.uploaded))
        expect(self.presenter.deletes).to(equal([.deleted, .deletedOnBackend]))
    }

    @Test("presents both failures when the upload and the delete time out")
    func bothFailures() async {
        environment.network.uploadResult = .failure(.timedOut)
        environment.network.deleteResult = .failure(.timedOut)
        await saveThenDeleteBothPending()
        interactor = nil

        await answer(answers) { self.presenter.deletes.count == 2 && self.presenter.saves.count == 2 }

        expect(self.presenter.saves.last).to(equal(.uploadFailed(.timedOut)))
        expect(self.presenter.deletes.last).to(equal(.backendDeleteFailed(.timedOut)))
    }
}
