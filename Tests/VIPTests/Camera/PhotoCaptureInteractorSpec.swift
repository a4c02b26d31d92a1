import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("PhotoCaptureInteractor", .mainSerialExecutor)
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

    /// The camera running for the interactor, as the view controller's task runs it while the scene is on top.
    static func running(_ interactor: PhotoCaptureInteractor, on camera: CameraStub) async -> Task<Void, Never> {
        let running = Task { await interactor.runCamera(request: .init()) }
        await settle { camera.isRunning }
        return running
    }

    /// A frame the camera delivers, once the interactor has presented it.
    static func deliver(_ frame: RGBAImage, by camera: CameraStub, to presenter: PhotoCapturePresenterSpy) async {
        let presented = presenter.cameras.count
        camera.deliver(frame)
        await settle { presenter.cameras.count == presented + 1 }
    }

    @Test("runs the camera until its task is cancelled, starting and stopping it once")
    func runsCamera() async {
        // Given
        let camera = CameraStub()
        let (interactor, _) = Self.make(camera)
        let running = await Self.running(interactor, on: camera)

        // When
        running.cancel()
        await running.value

        // Then
        await settle { camera.stopCount == 1 }
        expect(camera.startCount).to(equal(1))
    }

    @Test("presents each frame with the outline centred")
    func presentsFrames() async {
        // Given
        let camera = CameraStub()
        let (interactor, presenter) = Self.make(camera)
        let running = await Self.running(interactor, on: camera)

        // When
        await Self.deliver(Self.frame, by: camera, to: presenter)

        // Then
        running.cancel()
        guard case .frame(let frame, let outline) = presenter.cameras.last else {
            Issue.record("no frame")
            return
        }
        expect(frame).to(equal(Self.frame))
        expect(outline).to(equal(CardOutline.centred(in: Self.frame.size).rect))
    }

    @Test("presents a camera that cannot start")
    func unavailable() async {
        // Given
        let camera = CameraStub(startError: .feedMissing(path: "/feed"))
        let (interactor, presenter) = Self.make(camera)

        // When
        await interactor.runCamera(request: .init())

        // Then
        guard case .unavailable(let error) = presenter.cameras.last else {
            Issue.record("no error")
            return
        }
        expect(error).to(equal(.feedMissing(path: "/feed")))
    }

    @Test("on the shutter keeps the frame cropped to the outline")
    func captures() async throws {
        // Given
        let camera = CameraStub()
        let (interactor, presenter) = Self.make(camera)
        let running = await Self.running(interactor, on: camera)
        await Self.deliver(Self.frame, by: camera, to: presenter)

        // When
        interactor.capture(request: .init())

        // Then
        running.cancel()
        expect(interactor.photo).to(
            equal(try CardPhotoMaker.photo(from: Self.frame, outline: .centred(in: Self.frame.size))))
        expect(presenter.captures.count).to(equal(1))
    }

    @Test("ignores the shutter before the first frame")
    func earlyShutter() async {
        // Given
        let camera = CameraStub()
        let (interactor, presenter) = Self.make(camera)
        let running = await Self.running(interactor, on: camera)

        // When
        interactor.capture(request: .init())

        // Then
        expect(presenter.captures).to(beEmpty())
        expect(camera.isRunning).to(beTrue())
        running.cancel()
    }

    @Test("keeps the camera running when the photo cannot be made")
    func failure() async {
        // Given
        let camera = CameraStub()
        let (interactor, presenter) = Self.make(camera) { _, _ throws(ImageError) in throw .encodingFailed(detail: "x")
        }
        let running = await Self.running(interactor, on: camera)
        await Self.deliver(Self.frame, by: camera, to: presenter)

        // When
        interactor.capture(request: .init())

        // Then
        expect(camera.isRunning).to(beTrue())
        expect(interactor.photo).to(beNil())
        expect(presenter.captures.count).to(equal(1))
        running.cancel()
    }

    @Test("does not stop a camera that never ran")
    func neverRan() async {
        // Given
        let camera = CameraStub(startError: .feedMissing(path: "/feed"))
        let (interactor, _) = Self.make(camera)

        // When
        await interactor.runCamera(request: .init())

        // Then
        expect(camera.stopCount).to(equal(0))
    }

    @Test("presents the size of the photo taken")
    func presentsSize() async throws {
        // Given
        let camera = CameraStub()
        let (interactor, presenter) = Self.make(camera)
        let running = await Self.running(interactor, on: camera)
        await Self.deliver(Self.frame, by: camera, to: presenter)

        // When
        interactor.capture(request: .init())

        // Then
        running.cancel()
        expect(try presenter.captures.first?.result.get()).to(equal(interactor.photo?.size))
    }
}
