import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// The Card presenter alone, against mocks of its view, interactor, router and module output.
@MainActor
@Suite("CardDetailsPresenter", .mainSerialExecutor)
struct CardDetailsPresenterSpec {
    static let tesco = Samples.card("T", "Tesco")

    let view = CardDetailsViewMock()
    let interactor: CardDetailsInteractorMock
    let router = CardDetailsRouterMock()
    let moduleOutput = CardDetailsModuleOutputSpy()
    let presenter: CardDetailsPresenter

    init(mode: CardDetailsMode = .normal, card: Card = tesco) {
        interactor = CardDetailsInteractorMock(card: card)
        interactor.state = mode == .create ? .creating : mode == .edit ? .editing : .viewing
        presenter = CardDetailsPresenter(interactor: interactor, router: router)
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
            spec.interactor.draftCard.name = "Tesco draft"

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

        @Test("Esc has the interactor cancel what the screen waits for")
        func endsScreenWork() {
            spec.presenter.didTapBack()

            expect(spec.interactor.closeCount).to(equal(1))
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

        @Test("offers the camera and the library")
        func offersSources() {
            spec.presenter.didTapChoosePhoto(.front)

            let menu = spec.view.photoSourceMenus.first
            expect(menu?.title).to(equal("Photo source"))
            expect(menu?.sources.map(\.source)).to(equal([.camera, .library]))
            expect(menu?.sources.map(\.label)).to(equal(["Camera", "Library"]))
        }

        @Test("c opens the camera with this presenter as its output")
        func opensCamera() {
            spec.presenter.didTapChoosePhoto(.front)

            spec.presenter.didChoosePhotoSource(.camera)

            expect(spec.router.cameraOutputs.first === spec.presenter).to(beTrue())
            expect(spec.router.libraryOutputs).to(beEmpty())
        }

        @Test("l opens the library with this presenter as its output")
        func opensLibrary() {
            spec.presenter.didTapChoosePhoto(.front)

            spec.presenter.didChoosePhotoSource(.library)

            expect(spec.router.libraryOutputs.first === spec.presenter).to(beTrue())
            expect(spec.router.cameraOutputs).to(beEmpty())
        }

        @Test("Esc in the menu opens nothing, and a photo arriving later is ignored")
        func closesMenu() {
            spec.presenter.didTapChoosePhoto(.front)

            spec.presenter.didChoosePhotoSource(nil)
            spec.presenter.photoSource(didProduce: Samples.photo())

            expect(spec.router.cameraOutputs).to(beEmpty())
            expect(spec.router.libraryOutputs).to(beEmpty())
            expect(spec.interactor.photosSet).to(beEmpty())
        }

        @Test("puts the photo handed back on the side chosen, returns to the form and shows it")
        func takesPhoto() {
            let photo = Samples.photo(color: RGBA(red: 1, green: 2, blue: 3))
            spec.presenter.didTapChoosePhoto(.back)
            spec.presenter.didChoosePhotoSource(.library)

            spec.presenter.photoSource(didProduce: photo)

            expect(spec.interactor.photosSet.map(\.side)).to(equal([.back]))
            expect(spec.interactor.photosSet.first?.photo).to(equal(photo))
            expect(spec.router.returnToFormCount).to(equal(1))
            expect(spec.view.shown.last?.mode).to(equal(.edit))
        }
    }
}
