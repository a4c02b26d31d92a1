import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// The Card presenter alone, against mocks of its view, interactor, router and module output.
@MainActor
@Suite("CardDetailsPresenter")
struct CardDetailsPresenterSpec {
    static let tesco = Samples.card("T", "Tesco")

    let view = CardDetailsViewMock()
    let interactor: CardDetailsInteractorMock
    let router = CardDetailsRouterMock()
    let moduleOutput = CardDetailsModuleOutputSpy()
    let presenter: CardDetailsPresenter

    init(mode: CardDetailsMode = .normal, card: Card = tesco) {
        interactor = CardDetailsInteractorMock(card: card)
        presenter = CardDetailsPresenter(mode: mode, interactor: interactor, router: router, tracer: TracerSpy())
        presenter.view = view
        presenter.moduleOutput = moduleOutput
    }

    static func details(_ card: Card, _ mode: CardDetailsMode) -> CardDetailsDisplayData {
        CardDetailsDisplayData(mode: mode, name: card.name, front: card.front, back: card.back)
    }

    @MainActor
    @Suite("in normal mode")
    struct NormalMode {
        let spec = CardDetailsPresenterSpec()

        @Test("shows the stored card in normal mode when the view appears")
        func shows() {
            spec.presenter.viewWillAppear()

            expect(spec.view.shown).to(equal([details(tesco, .normal)]))
        }

        @Test("e starts editing and shows the draft in edit mode")
        func edits() {
            spec.interactor.draft.name = "Tesco draft"

            spec.presenter.didTapEdit()

            expect(spec.interactor.startEditingCount).to(equal(1))
            expect(spec.presenter.mode).to(equal(.edit))
            expect(spec.view.shown.last?.name).to(equal("Tesco draft"))
        }

        @Test("f and b ask the router for the front and back photo", arguments: [Card.Side.front, .back])
        func showsPhoto(side: Card.Side) {
            spec.presenter.didTapShowPhoto(side)

            expect(spec.router.photosShown.map(\.side)).to(equal([side]))
            expect(spec.router.photosShown.first?.photo).to(equal(tesco[side]))
        }

        @Test("Esc asks the router to close")
        func closes() {
            spec.presenter.didTapBack()

            expect(spec.router.closeCount).to(equal(1))
        }
    }

    @MainActor
    @Suite("when the form is edited")
    struct Editing {
        let spec = CardDetailsPresenterSpec(mode: .edit)

        @Test("passes each name change to the interactor")
        func renames() {
            spec.presenter.didChangeName("Tesco Extra")

            expect(spec.interactor.renamed).to(equal(["Tesco Extra"]))
        }

        @Test("Ctrl-S asks the interactor to save the draft")
        func saves() {
            spec.presenter.didTapSave()

            expect(spec.interactor.saveCount).to(equal(1))
        }
    }

    @MainActor
    @Suite("when a photo is chosen")
    struct ChoosingPhoto {
        let spec = CardDetailsPresenterSpec(mode: .edit)

        @Test("offers the camera on c and the library on l")
        func offersSources() {
            spec.presenter.didTapChoosePhoto(.front)

            let menu = spec.view.photoSourceMenus.first
            expect(menu?.title).to(equal("Photo source"))
            expect(menu?.sources.map(\.key)).to(equal(["c", "l"]))
            expect(menu?.sources.map(\.label)).to(equal(["Camera", "Library"]))
        }

        @Test("c opens the camera with this presenter as its output")
        func opensCamera() {
            spec.presenter.didTapChoosePhoto(.front)

            spec.presenter.didChoosePhotoSource(key: "c")

            expect(spec.router.cameraOutputs.first === spec.presenter).to(beTrue())
            expect(spec.router.libraryOutputs).to(beEmpty())
        }

        @Test("l opens the library with this presenter as its output")
        func opensLibrary() {
            spec.presenter.didTapChoosePhoto(.front)

            spec.presenter.didChoosePhotoSource(key: "l")

            expect(spec.router.libraryOutputs.first === spec.presenter).to(beTrue())
            expect(spec.router.cameraOutputs).to(beEmpty())
        }

        @Test("Esc in the menu opens nothing, and a photo arriving later is ignored")
        func closesMenu() {
            spec.presenter.didTapChoosePhoto(.front)

            spec.presenter.didChoosePhotoSource(key: nil)
            spec.presenter.photoSource(didProduce: Samples.photo())

            expect(spec.router.cameraOutputs).to(beEmpty())
            expect(spec.router.libraryOutputs).to(beEmpty())
            expect(spec.interactor.photosSet).to(beEmpty())
        }

        @Test("puts the photo handed back on the side chosen, returns to the form and shows it")
        func takesPhoto() {
            let photo = Samples.photo(color: RGBA(red: 1, green: 2, blue: 3))
            spec.presenter.didTapChoosePhoto(.back)
            spec.presenter.didChoosePhotoSource(key: "l")

            spec.presenter.photoSource(didProduce: photo)

            expect(spec.interactor.photosSet.map(\.side)).to(equal([.back]))
            expect(spec.interactor.photosSet.first?.photo).to(equal(photo))
            expect(spec.router.returnToFormCount).to(equal(1))
            expect(spec.view.shown.last?.mode).to(equal(.edit))
        }
    }

    @MainActor
    @Suite("when the interactor reports a save")
    struct Saving {
        @Test("words an edit saved as busy “Saved”, and shows the card in normal mode")
        func savedEdit() {
            let spec = CardDetailsPresenterSpec(mode: .edit)

            spec.presenter.didSave(tesco)

            expect(spec.view.statuses).to(equal([StatusMessage(text: "Saved", busy: true)]))
            expect(spec.presenter.mode).to(equal(.normal))
            expect(spec.view.shown.last).to(equal(details(tesco, .normal)))
            expect(spec.router.closeCount).to(equal(0))
        }

        @Test("tells the module output which card it created, and closes")
        func savedNew() {
            let spec = CardDetailsPresenterSpec(mode: .create)

            spec.presenter.didSave(Samples.card("N", "New"))

            expect(spec.moduleOutput.created).to(equal(["N"]))
            expect(spec.router.closeCount).to(equal(1))
        }

        @Test("says what a card needs when the draft is invalid, staying in the form")
        func invalid() {
            let spec = CardDetailsPresenterSpec(mode: .create)

            spec.presenter.didRejectInvalidDraft()

            expect(spec.view.statuses).to(
                equal([StatusMessage(text: "A card needs a name, a front photo and a back photo", isError: true)]))
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

            spec.presenter.didUpload(tesco)

            expect(spec.view.statuses).to(equal([StatusMessage(text: "Uploaded")]))
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

            spec.presenter.didUpload(tesco)

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
            spec.interactor.draft.name = "Tesco!"

            spec.presenter.didTapCancel()

            expect(spec.view.questions).to(equal(["Discard changes?"]))
            expect(spec.interactor.discardCount).to(equal(0))
        }

        @Test("on yes discards the changes and shows the card as it was")
        func discardsOnYes() {
            spec.interactor.draft.name = "Tesco!"
            spec.presenter.didTapCancel()

            spec.presenter.didAnswerQuestion(yes: true)

            expect(spec.interactor.discardCount).to(equal(1))
            expect(spec.presenter.mode).to(equal(.normal))
        }

        @Test("on no keeps editing")
        func keepsOnNo() {
            spec.interactor.draft.name = "Tesco!"
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
