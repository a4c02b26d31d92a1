import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsVIPER

/// The camera view alone in the real app shell on a headless terminal.
@MainActor
@Suite("PhotoCaptureViewController", .mainSerialExecutor)
struct PhotoCaptureViewControllerSpec {
    let frame = Samples.image(width: 320, height: 240)
    let environment = ModuleEnvironment()
    let app = HeadlessApp()
    let output = PhotoCaptureViewOutputSpy()
    let view: PhotoCaptureViewController

    init() {
        view = PhotoCaptureViewController(dependencies: environment.context(on: app))
        view.output = output
        app.start(view)
    }

    @Test("reports appearing, and says the camera is starting until it is told a frame")
    func appears() {
        expect(output.events).to(equal(["appear"]))
        expect(app.screen).to(contain(CameraView.startingText))
    }

    @Test("draws a frame it is told with the shutter, and reports the shutter and Esc")
    func capturesAndCloses() {
        view.show(CameraDisplayData(frame: frame, outline: CardOutline.centred(in: frame.size).rect))
        let shown = app.screen

        app.press(.character(" "), .escape)

        expect(shown).to(contain(CameraView.shutterButton))
        expect(output.events).to(equal(["appear", "capture", "close"]))
    }

    @Test("says why the camera is unavailable, offering no shutter")
    func unavailable() {
        view.show(CameraDisplayData(unavailableText: "Camera unavailable: the camera feed folder is missing"))

        app.press(.character(" "))

        expect(app.screen).to(contain("Camera unavailable: the camera feed folder is missing"))
        expect(output.events).to(equal(["appear"]))
    }

    @Test("reports leaving the screen when another covers it")
    func disappears() {
        app.coverTop()

        expect(output.events).to(equal(["appear", "disappear"]))
    }

    @Test("puts a status line on the app's status bar")
    func status() {
        view.showStatus(StatusMessage(text: "Photo not made: the image could not be encoded", isError: true))

        expect(app.screen).to(contain("Photo not made: the image could not be encoded"))
    }
}
