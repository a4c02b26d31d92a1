import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// The camera presenter alone, against mocks of its view, interactor, router and module output.
@MainActor
@Suite("PhotoCapturePresenter", .mainSerialExecutor)
struct PhotoCapturePresenterSpec {
    let view = PhotoCaptureViewMock()
    let interactor = PhotoCaptureInteractorMock()
    let router = CloseRouterMock()
    let moduleOutput = PhotoOutputSpy()
    let presenter: PhotoCapturePresenter

    init() {
        presenter = PhotoCapturePresenter(interactor: interactor, router: router)
        presenter.view = view
        presenter.moduleOutput = moduleOutput
    }

    @Test("starts the camera when the view appears, and stops it when the view leaves")
    func runsCamera() {
        presenter.viewWillAppear()
        let startedBeforeLeaving = interactor.startCount

        presenter.viewDidDisappear()

        expect(startedBeforeLeaving).to(equal(1))
        expect(interactor.stopCount).to(equal(1))
    }

    @Test("leaves the camera off before the view appears")
    func cameraOff() {
        expect(interactor.startCount).to(equal(0))
    }

    @Test("shows each frame with the card outline centred on it")
    func showsFrames() {
        let frame = Samples.image(width: 320, height: 240)

        presenter.didReceive(frame)

        expect(view.shown).to(
            equal([CameraDisplayData(frame: frame, outline: CardOutline.centred(in: frame.size).rect)]))
    }

    @Test("says why the camera cannot start instead of a preview")
    func unavailable() {
        presenter.didFailToStart(.feedMissing(path: "/feed"))

        expect(view.shown).to(
            equal([CameraDisplayData(unavailableText: "Camera unavailable: the camera feed folder is missing")]))
    }

    @Test("the shutter asks the interactor to capture")
    func captures() {
        presenter.didTapCapture()

        expect(interactor.captureCount).to(equal(1))
    }

    @Test("hands a photo taken to its module output, leaving the popping to it")
    func handsBack() {
        let photo = Samples.photo()

        presenter.didCapture(photo)

        expect(moduleOutput.photos).to(equal([photo]))
        expect(router.closeCount).to(equal(0))
    }

    @Test("says a photo was not made on the status line")
    func reportsFailure() {
        presenter.didFailToCapture(.encodingFailed(detail: "zlib"))

        expect(view.statuses).to(
            equal([StatusMessage(text: "Photo not made: the image could not be encoded", isError: true)]))
        expect(moduleOutput.photos).to(beEmpty())
    }

    @Test("Esc asks the router to close")
    func closes() {
        presenter.didTapClose()

        expect(router.closeCount).to(equal(1))
    }
}
