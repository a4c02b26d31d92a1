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
        let interactor = PhotoCaptureInteractor(
            worker: CameraWorker(device: camera), makePhoto: makePhoto)
        let presenter = PhotoCapturePresenterSpy()
        interactor.presenter = presenter
        return (interactor, presenter)
    }

    @Test("runs the camera while on screen, starting and stopping it once each")
    func runsCamera() {
        // Given
        let camera = CameraStub()
        let (interactor, _) = Self.make(camera)

        // When
        interactor.runCamera(request: .init(isOnScreen: true))
        interactor.runCamera(request: .init(isOnScreen: true))
        interactor.runCamera(request: .init(isOnScreen: false))
        interactor.runCamera(request: .init(isOnScreen: false))

        // Then
        expect(camera.startCount).to(equal(1))
        expect(camera.stopCount).to(equal(1))
    }

    @Test("presents each frame with the outline centred")
    func presentsFrames() {
        // Given
        let camera = CameraStub()
        let (interactor, presenter) = Self.make(camera)
        interactor.runCamera(request: .init(isOnScreen: true))

        // When
        camera.deliver(Self.frame)

        // Then
        guard case .frame(let frame, let outline) = presenter.cameras.last else {
            Issue.record("no frame")
            return
        }
        expect(frame).to(equal(Self.frame))
        expect(outline).to(equal(CardOutline.centred(in: Self.frame.size).rect))
    }

    @Test("presents a camera that cannot start")
    func unavailable() {
        // Given
        let camera = CameraStub(startError: .feedMissing(path: "/feed"))
        let (interactor, presenter) = Self.make(camera)

        // When
        interactor.runCamera(request: .init(isOnScreen: true))

        // Then
        guard case .unavailable(let error) = presenter.cameras.last else {
            Issue.record("no error")
            return
        }
        expect(error).to(equal(.feedMissing(path: "/feed")))
    }

    @Test("on the shutter stops the camera and keeps the frame cropped to the outline")
    func captures() throws {
        // Given
        let camera = CameraStub()
        let (interactor, presenter) = Self.make(camera)
        interactor.runCamera(request: .init(isOnScreen: true))
        camera.deliver(Self.frame)

        // When
        interactor.capture(request: .init())

        // Then
        expect(interactor.photo).to(
            equal(try CardPhotoMaker.photo(from: Self.frame, outline: .centred(in: Self.frame.size))))
        expect(camera.stopCount).to(equal(1))
        expect(presenter.captures.count).to(equal(1))
    }

    @Test("ignores the shutter before the first frame")
    func earlyShutter() {
        // Given
        let camera = CameraStub()
        let (interactor, presenter) = Self.make(camera)
        interactor.runCamera(request: .init(isOnScreen: true))

        // When
        interactor.capture(request: .init())

        // Then
        expect(presenter.captures).to(beEmpty())
        expect(camera.isRunning).to(beTrue())
    }

    @Test("keeps the camera running when the photo cannot be made")
    func failure() {
        // Given
        let camera = CameraStub()
        let (interactor, presenter) = Self.make(camera) { _, _ throws(ImageError) in throw .encodingFailed(detail: "x")
        }
        interactor.runCamera(request: .init(isOnScreen: true))
        camera.deliver(Self.frame)

        // When
        interactor.capture(request: .init())

        // Then
        expect(camera.isRunning).to(beTrue())
        expect(interactor.photo).to(beNil())
        expect(presenter.captures.count).to(equal(1))
    }

    @Test("does not stop a camera that never ran when the scene leaves")
    func neverRan() {
        // Given
        let camera = CameraStub(startError: .feedMissing(path: "/feed"))
        let (interactor, _) = Self.make(camera)
        interactor.runCamera(request: .init(isOnScreen: true))

        // When
        interactor.runCamera(request: .init(isOnScreen: false))

        // Then
        expect(camera.stopCount).to(equal(0))
    }

    @Test("presents the size of the photo taken")
    func presentsSize() throws {
        // Given
        let camera = CameraStub()
        let (interactor, presenter) = Self.make(camera)
        interactor.runCamera(request: .init(isOnScreen: true))
        camera.deliver(Self.frame)

        // When
        interactor.capture(request: .init())

        // Then
        expect(try presenter.captures.first?.result.get()).to(equal(interactor.photo?.size))
    }
}
