import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// VIPER's one answer to a backend answering after its module closed: each request holds the output it answers, so an
/// upload's and a delete's answers both arrive, in the order the backend gives them, and nothing else stays alive.
@MainActor
@Suite("CardDetailsInteractor, when the backend answers after the module closed", .mainSerialExecutor)
final class CardDetailsInteractorLateAnswerSpec {
    static let tesco = Samples.card("T", "Tesco")

    let answers = ManualDispatcher()
    let environment: ModuleEnvironment
    let log = CallLog()
    var interactor: CardDetailsInteractor?
    var output: CardDetailsInteractorOutputSpy?

    init() {
        environment = ModuleEnvironment(answers: answers)
        let interactor = CardDetailsInteractor(
            card: Self.tesco, cards: environment.store, network: environment.network,
            barcodeScanner: environment.barcodeScanner)
        let output = CardDetailsInteractorOutputSpy(log: log)
        interactor.output = output
        (self.interactor, self.output) = (interactor, output)
    }

    /// A save stored and its upload sent, then a delete removed from the store and sent: both wait for the backend.
    func saveThenDeleteBothPending() async {
        interactor?.saveDraft()
        await settle()
        answers.runNext()  // the store's answer to the save: the upload is sent
        await settle()
        interactor?.deleteCard()
        await settle()
        answers.run(at: 1)  // the store's answer to the remove, past the upload's: the delete is sent
        await settle()
    }

    @Test("holds its output only while the backend still has to answer")
    func holdsOutputWhileWaiting() async {
        interactor?.saveDraft()
        await settle()
        answers.runNext()  // the store's answer: saved, the upload sent
        await settle()
        weak let released = output
        output = nil  // the module closed
        let heldWhileUploading = released != nil

        answers.runNext()  // the backend's answer
        await settle()

        expect(heldWhileUploading).to(beTrue())
        expect(self.log.entries).to(equal(["save", "upload"]))
        expect(released).to(beNil())
    }

    @Test("hands an upload and a delete both pending each its own answer, the later one last")
    func bothAnswersArrive() async {
        await saveThenDeleteBothPending()
        output = nil  // the module closed

        answers.runAll()
        await settle()

        expect(self.log.entries).to(equal(["save", "delete(T)", "upload", "deleteOnBackend(T)"]))
    }

    @Test("hands both their failures when an upload and a delete both time out")
    func bothFailuresArrive() async {
        environment.network.uploadResult = .failure(.timedOut)
        environment.network.deleteResult = .failure(.timedOut)
        await saveThenDeleteBothPending()
        output = nil

        answers.runAll()
        await settle()

        expect(self.log.entries.suffix(2)).to(
            equal([
                "failToUpload(the backend did not answer in time)",
                "failToDeleteOnBackend(the backend did not answer in time)",
            ]))
    }

    @Test("hands the answers in the order the backend gives them")
    func answersInBackendOrder() async {
        await saveThenDeleteBothPending()
        output = nil

        answers.runLast()  // the delete's answer first
        await settle()
        answers.runAll()
        await settle()

        expect(self.log.entries.suffix(2)).to(equal(["deleteOnBackend(T)", "upload"]))
    }

    @Test("is not itself kept alive by the requests it sent")
    func interactorNotHeld() async {
        await saveThenDeleteBothPending()
        weak let released = interactor

        interactor = nil

        expect(released).to(beNil())
        expect(self.answers.pendingCount).to(equal(2))
    }
}
