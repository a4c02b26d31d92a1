import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVC

@MainActor
@Suite("PhotoCaptureViewController", .mainSerialExecutor)
struct PhotoCaptureViewControllerSpec {
    let environment = MVCTestEnvironment()
    let recorder = PhotoRecorder()
    let frame = Samples.image(width: 320, height: 240, color: RGBA(red: 30, green: 90, blue: 200))
    let controller: PhotoCaptureViewController

    /// Without `makePhoto` the controller is built as the details screen builds it, making real photos.
    init(makePhoto: CardPhotoMaking? = nil) {
        controller =
            if let makePhoto {
                PhotoCaptureViewController(
                    dependencies: environment.dependencies, completion: recorder.completion, makePhoto: makePhoto)
            } else {
                PhotoCaptureViewController(dependencies: environment.dependencies, completion: recorder.completion)
            }
    }

    var camera: CameraStub { environment.camera }

    @Suite("before it appears")
    @MainActor
    struct BeforeAppearing {
        let spec = PhotoCaptureViewControllerSpec()

        @Test("leaves the camera off")
        func cameraOff() {
            expect(spec.camera.startCount).to(equal(0))
            expect(spec.controller.title).to(equal("Camera"))
        }
    }

    @Suite("when it appears")
    @MainActor
    struct Appearing {
        let spec = PhotoCaptureViewControllerSpec()

        @Test("starts the camera and says so until the first frame")
        func startsCamera() {
            spec.controller.screenWillAppear()

            expect(spec.camera.isRunning).to(beTrue())
            expect(spec.environment.screenText(of: spec.controller)).to(contain(CameraView.startingText))
        }

        @Test("shows each frame with the card outline centred on it")
        func showsFrames() async {
            spec.controller.screenWillAppear()

            spec.camera.deliver(spec.frame)
            await until { spec.environment.shell.redrawCount == 1 }

            expect(spec.controller.hostedView.data).to(
                equal(CameraDisplayData(frame: spec.frame, outline: CardOutline.centred(in: spec.frame.size).rect)))
            expect(spec.environment.screenText(of: spec.controller)).to(contain(CameraView.shutterButton))
        }

        @Test("asks for a redraw on every frame")
        func redraws() async {
            spec.controller.screenWillAppear()

            spec.camera.deliver(spec.frame)
            await until { spec.environment.shell.redrawCount == 1 }
            spec.camera.deliver(spec.frame)
            await until { spec.environment.shell.redrawCount == 2 }

            expect(spec.environment.shell.redrawCount).to(equal(2))
        }
    }

    @Suite("when the camera cannot start")
    @MainActor
    struct Unavailable {
        let spec = PhotoCaptureViewControllerSpec()

        init() {
            spec.camera.startError = .feedMissing(path: "/feed")
            spec.controller.screenWillAppear()
        }

        @Test("says why instead of a preview")
        func saysWhy() {
            expect(spec.controller.hostedView.data.unavailableText).to(
                equal("Camera unavailable: the camera feed folder is missing"))
            expect(spec.environment.screenText(of: spec.controller)).to(
                contain("Camera unavailable: the camera feed folder is missing"))
            expect(spec.environment.shell.redrawCount).to(equal(1))
        }

        @Test("offers no shutter")
        func noShutter() {
            let handled = spec.controller.handle(.key(.character(" ")))

            expect(handled).to(beFalse())
            expect(spec.recorder.photos).to(beEmpty())
        }

        @Test("does not stop a camera that never ran when it disappears")
        func noStop() {
            spec.controller.screenDidDisappear()

            expect(spec.camera.stopCount).to(equal(0))
        }
    }

    @Suite("when it disappears")
    @MainActor
    struct Disappearing {
        let spec = PhotoCaptureViewControllerSpec()

        @Test("stops the camera")
        func stopsCamera() async {
            spec.controller.screenWillAppear()

            spec.controller.screenDidDisappear()
            await until { !spec.camera.isRunning }

            expect(spec.camera.isRunning).to(beFalse())
            expect(spec.camera.stopCount).to(equal(1))
        }
    }

    @Suite("when closed")
    @MainActor
    struct Closed {
        let spec = PhotoCaptureViewControllerSpec()

        @Test("pops itself on Esc")
        func pops() {
            spec.controller.screenWillAppear()

            _ = spec.controller.handle(.key(.escape))

            expect(spec.environment.shell.popCount).to(equal(1))
        }
    }
}
