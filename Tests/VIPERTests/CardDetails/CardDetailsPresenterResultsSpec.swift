import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// The Card presenter alone, as the interactor's results and the user's answers come back: what it words,
/// where it goes next.
@MainActor
@Suite("CardDetailsPresenter results", .mainSerialExecutor)
struct CardDetailsPresenterResultsSpec {
    static let tesco = CardDetailsPresenterSpec.tesco

    static func details(_ card: Card, _ mode: CardDetailsMode) -> CardDetailsDisplayData {
        CardDetailsPresenterSpec.details(card, mode)
    }

    @MainActor
    @Suite("when the interactor reports a save")
    struct Saving {
        @Test("words an edit saved as busy “Saved”, and shows the card in normal mode")
        func savedEdit() {
            let spec = CardDetailsPresenterSpec(mode: .edit)
            spec.interactor.state = .viewing

            spec.presenter.didSave(created: false)

            expect(spec.view.statuses).to(equal([StatusMessage(text: "Saved", busy: true)]))
            expect(spec.presenter.mode).to(equal(.normal))
            expect(spec.view.shown.last).to(equal(details(tesco, .normal)))
            expect(spec.router.closeCount).to(equal(0))
        }

        @Test("tells the module output which card it created, and closes")
        func savedNew() {
            let spec = CardDetailsPresenterSpec(mode: .create)
            spec.interactor.state = .viewing
            spec.interactor.storedCard = Samples.card("N", "New")

            spec.presenter.didSave(created: true)

            expect(spec.moduleOutput.created).to(equal(["N"]))
            expect(spec.router.closeCount).to(equal(1))
        }

        @Test("has the interactor cancel what the screen waits for as a new card's module closes")
        func savedNewEndsScreenWork() {
            let spec = CardDetailsPresenterSpec(mode: .create)
            spec.interactor.state = .viewing

            spec.presenter.didSave(created: true)

            expect(spec.interactor.closeCount).to(equal(1))
        }

        @Test("says what a card needs when the draft is invalid, staying in the form")
        func invalid() {
            let spec = CardDetailsPresenterSpec(mode: .create)

            spec.presenter.didRejectInvalidDraft(reason: .incomplete)

            expect(spec.view.statuses).to(
                equal([StatusMessage(text: "A card needs a name, and a number or both photos", isError: true)]))
            expect(spec.presenter.mode).to(equal(.create))
            expect(spec.router.closeCount).to(equal(0))
        }

        @Test("words a store that refused the card, staying in the form")
        func storeRefused() {
            let spec = CardDetailsPresenterSpec(mode: .edit)

            spec.presenter.didFailToSave(.writeFailed(detail: "locked"))

            expect(spec.view.statuses).to(
                equal([StatusMessage(text: "Not saved: the cards cannot be saved", isError: true)]))
            expect(spec.presenter.mode).to(equal(.edit))
        }

        @Test("words the upload")
        func uploaded() {
            let spec = CardDetailsPresenterSpec()

            spec.presenter.didUpload()

            expect(spec.view.statuses).to(equal([StatusMessage(text: "Uploaded")]))
        }

        @Test("words an upload not made in offline mode as the user's choice")
        func offlineMode() {
            let spec = CardDetailsPresenterSpec()

            spec.presenter.didFailToUpload(.disabled)

            expect(spec.view.statuses.map(\.text)).to(equal(["Saved locally (offline mode)"]))
        }

        @Test("words a failed upload as an error, the card being saved locally")
        func uploadFailed() {
            let spec = CardDetailsPresenterSpec()

            spec.presenter.didFailToUpload(.httpStatus(500))

            expect(spec.view.statuses).to(
                equal([StatusMessage(text: "Saved locally; upload failed: the backend answered 500", isError: true)]))
        }

        @Test("hands a status line to the module output once its view has gone")
        func reportsLate() {
            let spec = CardDetailsPresenterSpec(mode: .create)
            spec.presenter.view = nil

            spec.presenter.didUpload()

            expect(spec.moduleOutput.reported).to(equal([StatusMessage(text: "Uploaded")]))
        }
    }

    @MainActor
    @Suite("when the card is deleted")
    struct Deleting {
        let spec = CardDetailsPresenterSpec(mode: .edit)

        @Test("asks first, naming the card, deleting nothing yet")
        func asks() {
            spec.presenter.didTapDelete()

            expect(spec.view.questions).to(equal(["Delete card “Tesco”?"]))
            expect(spec.interactor.deleteCount).to(equal(0))
        }

        @Test("on yes asks the interactor to delete")
        func deletesOnYes() {
            spec.presenter.didTapDelete()

            spec.presenter.didAnswerQuestion(yes: true)

            expect(spec.interactor.deleteCount).to(equal(1))
        }

        @Test("on no keeps the card")
        func keepsOnNo() {
            spec.presenter.didTapDelete()

            spec.presenter.didAnswerQuestion(yes: false)

            expect(spec.interactor.deleteCount).to(equal(0))
            expect(spec.router.closeCount).to(equal(0))
        }

        @Test("words the delete as busy “Deleted” and closes")
        func deleted() {
            spec.presenter.didDelete(identifier: "T")

            expect(spec.view.statuses).to(equal([StatusMessage(text: "Deleted", busy: true)]))
            expect(spec.router.closeCount).to(equal(1))
        }

        @Test("words the backend's delete")
        func deletedOnBackend() {
            spec.presenter.didDeleteOnBackend(identifier: "T")

            expect(spec.view.statuses).to(equal([StatusMessage(text: "Deleted on the backend too")]))
        }

        @Test("words a failed backend delete as an error")
        func backendDeleteFailed() {
            spec.presenter.didFailToDeleteOnBackend(.timedOut)

            expect(spec.view.statuses).to(
                equal([
                    StatusMessage(
                        text: "Deleted locally; the backend delete failed: the backend did not answer in time",
                        isError: true)
                ]))
        }

        @Test("says the card is deleted locally by choice when the app runs offline, as an error line")
        func backendDeleteOffline() {
            spec.presenter.didFailToDeleteOnBackend(.disabled)

            expect(spec.view.statuses).to(equal([StatusMessage(text: "Deleted locally (offline mode)", isError: true)]))
        }

        @Test("words a store that cannot remove the card as an error, staying on the card")
        func notRemoved() {
            spec.presenter.didFailToDelete(.writeFailed(detail: "locked"))

            expect(spec.view.statuses).to(
                equal([StatusMessage(text: "Not saved: the cards cannot be saved", isError: true)]))
            expect(spec.router.closeCount).to(equal(0))
        }
    }

    @MainActor
    @Suite("when the form is left")
    struct Leaving {
        let spec = CardDetailsPresenterSpec(mode: .edit)

        @Test("without changes goes straight back to normal mode, showing the stored card")
        func leavesUnchanged() {
            spec.presenter.didTapCancel()

            expect(spec.view.questions).to(beEmpty())
            expect(spec.interactor.discardCount).to(equal(1))
            expect(spec.presenter.mode).to(equal(.normal))
            expect(spec.view.shown.last).to(equal(details(tesco, .normal)))
        }

        @Test("with changes asks before discarding them")
        func asks() {
            spec.interactor.draftCard.name = "Tesco!"

            spec.presenter.didTapCancel()

            expect(spec.view.questions).to(equal(["Discard changes?"]))
            expect(spec.interactor.discardCount).to(equal(0))
        }

        @Test("on yes discards the changes and shows the card as it was")
        func discardsOnYes() {
            spec.interactor.draftCard.name = "Tesco!"
            spec.presenter.didTapCancel()

            spec.presenter.didAnswerQuestion(yes: true)

            expect(spec.interactor.discardCount).to(equal(1))
            expect(spec.presenter.mode).to(equal(.normal))
        }

        @Test("on no keeps editing")
        func keepsOnNo() {
            spec.interactor.draftCard.name = "Tesco!"
            spec.presenter.didTapCancel()

            spec.presenter.didAnswerQuestion(yes: false)

            expect(spec.interactor.discardCount).to(equal(0))
            expect(spec.presenter.mode).to(equal(.edit))
        }

        @Test("from create mode closes")
        func leavesCreate() {
            let spec = CardDetailsPresenterSpec(mode: .create, card: .new())

            spec.presenter.didTapCancel()

            expect(spec.router.closeCount).to(equal(1))
            expect(spec.interactor.discardCount).to(equal(0))
        }
    }
}
