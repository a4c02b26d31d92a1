import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsVIPER

/// The crop view alone in the real app shell on a headless terminal.
@MainActor
@Suite("CropViewController", .mainSerialExecutor)
struct CropViewControllerSpec {
    /// 2 % of 400 is 8 pixels across, 2 % of 300 is 6 down, 5 % of 400 is 20 of width.
    let image = Samples.image(width: 400, height: 300)
    let app = HeadlessApp()
    let output = CropViewOutputSpy()
    let view: CropViewController

    init() {
        view = CropViewController(dependencies: ModuleEnvironment().context(on: app))
        view.output = output
        app.start(view)
        view.show(CropDisplayData(image: image, outline: CardOutline.centred(in: image.size).rect))
    }

    @Test("reports its appearance, and draws the picture with its caption")
    func shows() {
        expect(output.events).to(equal(["appear"]))
        expect(app.screen).to(contain(CropView.caption))
    }

    @Test("reports the moves and resizes by the view's steps")
    func adjusts() {
        app.press(.left, .right, .up, .down, .character("+"), .character("-"))

        expect(output.events.dropFirst()).to(
            equal(["move(-8, 0)", "move(8, 0)", "move(0, -6)", "move(0, 6)", "resize(20)", "resize(-20)"]))
    }

    @Test("reports Enter and Esc")
    func cropsAndCancels() {
        app.press(.enter, .escape)

        expect(output.events).to(equal(["appear", "crop", "cancel"]))
    }

    @Test("puts a status line on the app's status bar")
    func status() {
        view.showStatus(StatusMessage(text: "Photo not made: the image could not be encoded", isError: true))

        expect(app.screen).to(contain("Photo not made: the image could not be encoded"))
    }
}
