import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// The camera interactor alone, against an output spy and the shared camera stub.
@MainActor
@Suite("PhotoCaptureInteractor")
struct PhotoCaptureInteractorSpec {
    let camera = CameraStub()
    let output = PhotoCaptureInteractorOutputSpy()
    let interactor: PhotoCaptureInteractor
    let shown = Samples.image(width: 320, height: 240, color: RGBA(red: 30, green: 90, blue: 200))

    init(makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)) {
        interactor = PhotoCaptureInteractor(camera: camera, makePhoto: makePhoto)
        interactor.output = output
        output.camera = camera
    }

    @MainActor
    @Suite("when the camera runs")
    struct Running {
        let spec = PhotoCaptureInteractorSpec()

        @Test("starts it once however often it is asked")
        func startsOnce() {
            spec.interactor.startCamera()
            spec.interactor.startCamera()

            expect(spec.camera.startCount).to(equal(1))
            expect(spec.camera.isRunning).to(beTrue())
        }

        @Test("reports every frame")
        func reportsFrames() {
            spec.interactor.startCamera()

            spec.camera.deliver(spec.shown)
            spec.camera.deliver(spec.shown)

            expect(spec.output.frames).to(equal([spec.shown, spec.shown]))
        }

        @Test("stops it once however often it is asked")
        func stopsOnce() {
            spec.interactor.startCamera()

            spec.interactor.stopCamera()
            spec.interactor.stopCamera()

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
        func reports() {
            expect(spec.output.startErrors).to(equal([.feedMissing(path: "/feed")]))
        }

        @Test("does not stop a camera that never ran")
        func noStop() {
            spec.interactor.stopCamera()

            expect(spec.camera.stopCount).to(equal(0))
        }
    }

    @MainActor
    @Suite("when the shutter is pressed")
    struct Capturing {
        @Test("hands back the last frame cropped to the centred outline")
        func capturesLastFrame() throws {
            let spec = PhotoCaptureInteractorSpec()
            spec.interactor.startCamera()
            spec.camera.deliver(Samples.image(width: 400, height: 300))
            spec.camera.deliver(spec.shown)

            spec.interactor.capture()

            let expected = try CardPhotoMaker.photo(from: spec.shown, outline: .centred(in: spec.shown.size))
            expect(spec.output.photos).to(equal([expected]))
        }

        @Test("stops the camera once, before handing the photo back")
        func stopsFirst() {
            let spec = PhotoCaptureInteractorSpec()
            spec.interactor.startCamera()
            spec.camera.deliver(spec.shown)

            spec.interactor.capture()
            spec.interactor.stopCamera()

            expect(spec.output.cameraRanAtCapture).to(equal([false]))
            expect(spec.camera.stopCount).to(equal(1))
        }

        @Test("ignores it before the first frame, keeping the camera running")
        func noFrameYet() {
            let spec = PhotoCaptureInteractorSpec()
            spec.interactor.startCamera()

            spec.interactor.capture()

            expect(spec.output.photos).to(beEmpty())
            expect(spec.output.captureErrors).to(beEmpty())
            expect(spec.camera.isRunning).to(beTrue())
        }

        @Test("reports a photo that cannot be made, keeping the camera running")
        func fails() {
            let spec = PhotoCaptureInteractorSpec { _, _ throws(ImageError) in throw .encodingFailed(detail: "zlib") }
            spec.interactor.startCamera()
            spec.camera.deliver(spec.shown)

            spec.interactor.capture()

            expect(spec.output.captureErrors).to(equal([.encodingFailed(detail: "zlib")]))
            expect(spec.camera.isRunning).to(beTrue())
        }
    }
}
