import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// The Crop presenter alone, against mocks of its view, interactor, router and module output.
@MainActor
@Suite("CropPresenter", .mainSerialExecutor)
struct CropPresenterSpec {
    let image = Samples.image(width: 400, height: 300)
    let view = CropViewMock()
    let interactor: CropInteractorMock
    let router = CloseRouterMock()
    let moduleOutput = PhotoOutputSpy()
    let presenter: CropPresenter

    init() {
        interactor = CropInteractorMock(image: image)
        presenter = CropPresenter(interactor: interactor, router: router)
        presenter.view = view
        presenter.moduleOutput = moduleOutput
    }

    @Test("shows the picture with the interactor's outline when the view appears")
    func shows() {
        presenter.viewWillAppear()

        expect(view.shown).to(equal([CropDisplayData(image: image, outline: CardOutline.centred(in: image.size).rect)]))
    }

    @Test("passes a move to the interactor and shows the outline it then has")
    func moves() {
        let moved = CardOutline.centred(in: image.size).moved(dx: 8, dy: 0, within: image.size)
        interactor.outline = moved

        presenter.didMove(dx: 8, dy: 0)

        expect(interactor.moves.map(\.dx)).to(equal([8]))
        expect(interactor.moves.map(\.dy)).to(equal([0]))
        expect(view.shown.last?.outline).to(equal(moved.rect))
    }

    @Test("passes a resize to the interactor and shows the outline it then has")
    func resizes() {
        let resized = CardOutline.centred(in: image.size).resized(by: -20, within: image.size)
        interactor.outline = resized

        presenter.didResize(by: -20)

        expect(interactor.resizes).to(equal([-20]))
        expect(view.shown.last?.outline).to(equal(resized.rect))
    }

    @Test("Enter asks the interactor for the photo")
    func crops() {
        presenter.didTapCrop()

        expect(interactor.makePhotoCount).to(equal(1))
    }

    @Test("hands a made photo to its module output, leaving the popping to it")
    func handsBack() {
        let photo = Samples.photo()

        presenter.didMake(photo)

        expect(moduleOutput.photos).to(equal([photo]))
        expect(router.closeCount).to(equal(0))
    }

    @Test("says a photo was not made on the status line, handing nothing back")
    func reportsFailure() {
        presenter.didFailToMakePhoto(.encodingFailed(detail: "zlib"))

        expect(view.statuses).to(
            equal([StatusMessage(text: "Photo not made: the image could not be encoded", isError: true)]))
        expect(moduleOutput.photos).to(beEmpty())
    }

    @Test("Esc asks the router to close")
    func cancels() {
        presenter.didTapCancel()

        expect(router.closeCount).to(equal(1))
    }
}
