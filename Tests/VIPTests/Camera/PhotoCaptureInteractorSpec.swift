import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("PhotoCaptureInteractor")
struct PhotoCaptureInteractorSpec {
    static let frame = Samples.image(width: 160, height: 120)

    static func make(
        _ camera: CameraStub, makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)
    ) -> (PhotoCaptureInteractor, PhotoCapturePresenterSpy) {
        let tracer = TracerSpy()
        let interactor = PhotoCaptureInteractor(
            worker: CameraWorker(device: camera, tracer: tracer), makePhoto: makePhoto, tracer: tracer)
        let presenter = PhotoCapturePresenterSpy()
        interactor.presenter = presenter
        return (interactor, presenter)
    }

    @Test("runs the camera while on screen, starting and stopping it once each")
    func runsCamera() {
        let camera = CameraStub()
        let (interactor, _) = Self.make(camera)

        interactor.runCamera(request: .init(isOnScreen: true))
        interactor.runCamera(request: .init(isOnScreen: true))
        interactor.runCamera(request: .init(isOnScreen: false))
        interactor.runCamera(request: .init(isOnScreen: false))

        expect(camera.startCount).to(equal(1))
        expect(camera.stopCount).to(equal(1))
    }

    @Test("presents each frame with the outline centred")
    func presentsFrames() {
        let camera = CameraStub()
        let (interactor, presenter) = Self.make(camera)
        interactor.runCamera(request: .init(isOnScreen: true))

        camera.deliver(Self.frame)

        guard case .frame(let frame, let outline) = presenter.cameras.last else {
            Issue.record("no frame")
            return
        }
        expect(frame).to(equal(Self.frame))
        expect(outline).to(equal(CardOutline.centred(in: Self.frame.size).rect))
    }

    @Test("presents a camera that cannot start")
    func unavailable() {
        let camera = CameraStub(startError: .feedMissing(path: "/feed"))
        let (interactor, presenter) = Self.make(camera)

        interactor.runCamera(request: .init(isOnScreen: true))

        guard case .unavailable(let error) = presenter.cameras.last else {
            Issue.record("no error")
            return
        }
        expect(error).to(equal(.feedMissing(path: "/feed")))
    }

    @Test("on the shutter stops the camera and keeps the frame cropped to the outline")
    func captures() throws {
        let camera = CameraStub()
        let (interactor, presenter) = Self.make(camera)
        interactor.runCamera(request: .init(isOnScreen: true))
        camera.deliver(Self.frame)

        interactor.capture(request: .init())

        expect(interactor.photo).to(
            equal(try CardPhotoMaker.photo(from: Self.frame, outline: .centred(in: Self.frame.size))))
        expect(camera.stopCount).to(equal(1))
        expect(presenter.captures.count).to(equal(1))
    }

    @Test("ignores the shutter before the first frame")
    func earlyShutter() {
        let camera = CameraStub()
        let (interactor, presenter) = Self.make(camera)
        interactor.runCamera(request: .init(isOnScreen: true))

        interactor.capture(request: .init())

        expect(presenter.captures).to(beEmpty())
        expect(camera.isRunning).to(beTrue())
    }

    @Test("keeps the camera running when the photo cannot be made")
    func failure() {
        let camera = CameraStub()
        let (interactor, presenter) = Self.make(camera) { _, _ throws(ImageError) in throw .encodingFailed(detail: "x")
        }
        interactor.runCamera(request: .init(isOnScreen: true))
        camera.deliver(Self.frame)

        interactor.capture(request: .init())

        expect(camera.isRunning).to(beTrue())
        expect(interactor.photo).to(beNil())
        expect(presenter.captures.count).to(equal(1))
    }
}

@MainActor
@Suite("PhotoCapturePresenter")
struct PhotoCapturePresenterSpec {
    final class DisplaySpy: PhotoCaptureDisplayLogic {
        var cameras: [TakePhoto.RunCamera.ViewModel] = []
        var captures: [TakePhoto.Capture.ViewModel] = []
        func displayCamera(viewModel: TakePhoto.RunCamera.ViewModel) { cameras.append(viewModel) }
        func displayCapture(viewModel: TakePhoto.Capture.ViewModel) { captures.append(viewModel) }
    }

    @Test("words a camera that cannot start and a photo not made")
    func words() {
        let presenter = PhotoCapturePresenter()
        let display = DisplaySpy()
        presenter.viewController = display

        presenter.presentCamera(response: .unavailable(.feedMissing(path: "/f")))
        presenter.presentCapture(response: .init(result: .failure(.encodingFailed(detail: "x"))))

        expect(display.cameras.first?.camera.unavailableReason).to(equal("the camera feed folder is missing"))
        expect(display.captures.first?.error?.text).to(beginWith("Photo not made"))
    }
}
