import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// The camera interactor alone, against an output spy and the shared camera stub.
@MainActor
@Suite("PhotoCaptureInteractor", .mainSerialExecutor)
struct PhotoCaptureInteractorSpec {
    let camera = CameraStub()
    let output = PhotoCaptureInteractorOutputSpy()
    let interactor: PhotoCaptureInteractor
    let shown = Samples.image(width: 320, height: 240, color: RGBA(red: 30, green: 90, blue: 200))

    init(makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)) {
        interactor = PhotoCaptureInteractor(camera: camera, makePhoto: makePhoto)
        interactor.output = output
    }

    @MainActor
    @Suite("when the camera runs")
    struct Running {
        let spec = PhotoCaptureInteractorSpec()

        @Test("starts it once however often it is asked")
        func startsOnce() async {
            spec.interactor.startCamera()
            await settle()
            spec.interactor.startCamera()
            await settle()

            expect(spec.camera.startCount).to(equal(1))
            expect(spec.camera.isRunning).to(beTrue())
        }

        @Test("reports every frame")
        func reportsFrames() async {
            spec.interactor.startCamera()
            await settle()

            spec.camera.deliver(spec.shown)
            await settle()
            spec.camera.deliver(spec.shown)
            await settle()

            expect(spec.output.frames).to(equal([spec.shown, spec.shown]))
        }

        @Test("stops it once however often it is asked")
        func stopsOnce() async {
            spec.interactor.startCamera()
            await settle()

            spec.interactor.stopCamera()
            await settle()
            spec.interactor.stopCamera()
            await settle()

            expect(spec.camera.stopCount).to(equal(1))
            expect(spec.camera.isRunning).to(beFalse())
        }
    }

    @MainActor
    @Suite("when the camera cannot start")
    struct Unavailable {
        let spec = PhotoCaptureInteractorSpec()

        init() {
            spec.camera.startError = .feedMissing(path: "/feed")
            spec.interactor.startCamera()
        }

        @Test("reports why")
        func reports() async {
            expect(spec.output.startErrors).to(equal([.feedMissing(path: "/feed")]))
        }

        @Test("does not stop a camera that never ran")
        func noStop() async {
            spec.interactor.stopCamera()
            await settle()

            expect(spec.camera.stopCount).to(equal(0))
        }
    }

    @MainActor
    @Suite("when the shutter is pressed")
    struct Capturing {
        @Test("hands back the last frame cropped to the centred outline")
        func capturesLastFrame() async throws {
            let spec = PhotoCaptureInteractorSpec()
            spec.interactor.startCamera()
            await settle()
            spec.camera.deliver(Samples.image(width: 400, height: 300))
            await settle()
            spec.camera.deliver(spec.shown)
            await settle()

            spec.interactor.capture()
            await settle()

            let expected = try CardPhotoMaker.photo(from: spec.shown, outline: .centred(in: spec.shown.size))
            expect(spec.output.photos).to(equal([expected]))
        }

        @Test("stops the camera once as it hands the photo back")
        func stopsOnCapture() async {
            let spec = PhotoCaptureInteractorSpec()
            spec.interactor.startCamera()
            await settle()
            spec.camera.deliver(spec.shown)
            await settle()

            spec.interactor.capture()
            await settle()
            spec.interactor.stopCamera()
            await settle()

            expect(spec.output.photos.count).to(equal(1))
            expect(spec.camera.isRunning).to(beFalse())
            expect(spec.camera.stopCount).to(equal(1))
        }

        @Test("ignores it before the first frame, keeping the camera running")
        func noFrameYet() async {
            let spec = PhotoCaptureInteractorSpec()
            spec.interactor.startCamera()
            await settle()

            spec.interactor.capture()
            await settle()

            expect(spec.output.photos).to(beEmpty())
            expect(spec.output.captureErrors).to(beEmpty())
            expect(spec.camera.isRunning).to(beTrue())
        }

        @Test("reports a photo that cannot be made, keeping the camera running")
        func fails() async {
            let spec = PhotoCaptureInteractorSpec { _, _ throws(ImageError) in throw .encodingFailed(detail: "zlib") }
            spec.interactor.startCamera()
            await settle()
            spec.camera.deliver(spec.shown)
            await settle()

            spec.interactor.capture()
            await settle()

            expect(spec.output.captureErrors).to(equal([.encodingFailed(detail: "zlib")]))
            expect(spec.camera.isRunning).to(beTrue())
        }
    }
}
