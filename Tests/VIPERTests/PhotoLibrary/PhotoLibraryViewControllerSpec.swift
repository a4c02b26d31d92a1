import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsVIPER

/// The picker view alone in the real app shell on a headless terminal.
@MainActor
@Suite("PhotoLibraryViewController", .mainSerialExecutor)
struct PhotoLibraryViewControllerSpec {
    let environment = ModuleEnvironment()
    let app = HeadlessApp()
    let output = PhotoLibraryViewOutputSpy()
    let view: PhotoLibraryViewController

    init() {
        view = PhotoLibraryViewController(dependencies: environment.context(on: app))
        view.output = output
        app.start(view)
        view.show(
            PhotoLibraryDisplayData(
                folder: "/photos",
                items: [
                    ListItem("a-front.png"), ListItem("b-back.png"),
                    ListItem("c-broken.jpg", disabledReason: "the image is damaged"),
                ], preview: .image(Samples.image(width: 320, height: 200))))
    }

    @Test("reports appearing, and draws the files, greyed with the reason, and the preview's size")
    func shows() {
        expect(output.events).to(equal(["appear"]))
        expect(app.screen).to(contain("c-broken.jpg — the image is damaged"))
        expect(app.screen).to(contain("320×200 pixels"))
    }

    @Test("reports a selection moved, Enter on a file, and Esc")
    func keys() {
        app.press(.down, .enter, .escape)

        expect(output.events).to(equal(["appear", "select(1)", "pick(1)", "close"]))
    }

    @Test("does not offer a greyed file to pick")
    func greyed() {
        app.press(.character("G"), .enter)

        expect(output.events).to(equal(["appear", "select(2)"]))
    }

    @Test("says the folder has no pictures when told an empty listing")
    func empty() {
        view.show(PhotoLibraryDisplayData(folder: "/photos", items: []))

        expect(app.screen).to(contain("No PNG or JPEG images in /photos"))
    }

    @Test("reports leaving the screen when another covers it")
    func disappears() {
        app.coverTop()

        expect(output.events).to(equal(["appear", "disappear"]))
    }

    @Test("puts a status line on the app's status bar")
    func status() {
        view.showStatus(StatusMessage(text: "Cannot use “b-back.png”: the image is damaged", isError: true))

        expect(app.screen).to(contain("Cannot use “b-back.png”: the image is damaged"))
    }
}
