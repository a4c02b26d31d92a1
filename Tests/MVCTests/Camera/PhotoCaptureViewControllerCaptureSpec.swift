import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVC

@MainActor
@Suite("PhotoCaptureViewController capturing", .mainSerialExecutor)
struct PhotoCaptureViewControllerCaptureSpec {
    let shown = Samples.image(width: 320, height: 240, color: RGBA(red: 30, green: 90, blue: 200))

    @Suite("when the shutter is pressed")
    @MainActor
    struct Shutter {
        let spec = PhotoCaptureViewControllerSpec()
        let shown = PhotoCaptureViewControllerCaptureSpec().shown

        init() {
            spec.controller.screenWillAppear()
            spec.camera.deliver(Samples.image(width: 400, height: 300))
            spec.camera.deliver(shown)
        }

        /// The last frame on show: the frames come to the controller's task, the newest first.
        func shownLast() async {
            await until { spec.controller.hostedView.data.frame == shown }
        }

        @Test("hands back the frame on show cropped to the outline", arguments: [Key.character(" "), .enter])
        func handsBackPhoto(key: Key) async throws {
            await shownLast()
            _ = spec.controller.handle(.key(key))

            let expected = try CardPhotoMaker.photo(from: shown, outline: CardOutline.centred(in: shown.size))
            expect(spec.recorder.photos).to(equal([expected]))
        }

        @Test("stops the camera once, before handing the photo back")
        func stopsCamera() async {
            await shownLast()
            _ = spec.controller.handle(.key(.enter))
            spec.controller.screenDidDisappear()
            await until { spec.camera.stopCount > 0 }

            expect(spec.camera.stopCount).to(equal(1))
        }

        @Test("stops the camera at the shutter itself, while the screen is still shown")
        func stopsAtShutter() async {
            await shownLast()
            _ = spec.controller.handle(.key(.enter))
            await until { spec.camera.stopCount > 0 }

            expect(spec.camera.stopCount).to(equal(1))
        }

        @Test("leaves the popping to the form it hands the photo to")
        func doesNotPop() async {
            await shownLast()
            _ = spec.controller.handle(.key(.enter))

            expect(spec.environment.shell.popCount).to(equal(0))
        }
    }

    @Suite("when the shutter is pressed before the first frame")
    @MainActor
    struct NoFrameYet {
        let spec = PhotoCaptureViewControllerSpec()

        @Test("ignores it and keeps the camera running")
        func ignores() {
            spec.controller.screenWillAppear()

            _ = spec.controller.handle(.key(.enter))

            expect(spec.recorder.photos).to(beEmpty())
            expect(spec.camera.isRunning).to(beTrue())
        }
    }

    @Suite("when the photo cannot be made")
    @MainActor
    struct EncodingFails {
        let spec = PhotoCaptureViewControllerSpec { _, _ throws(ImageError) in
            throw .encodingFailed(detail: "zlib")
        }

        @Test("says so on the status line and keeps the camera running")
        func reports() async {
            spec.controller.screenWillAppear()
            spec.camera.deliver(Samples.image())
            await until { spec.controller.hostedView.data.frame != nil }

            _ = spec.controller.handle(.key(.enter))

            expect(spec.recorder.photos).to(beEmpty())
            expect(spec.environment.shell.lastError).to(equal("Photo not made: the image could not be encoded"))
            expect(spec.camera.isRunning).to(beTrue())
        }
    }
}
