import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsVIPER

/// The photo view alone in the real app shell on a headless terminal.
@MainActor
@Suite("CardPhotoViewController", .mainSerialExecutor)
struct CardPhotoViewControllerSpec {
    let app = HeadlessApp()
    let output = CardPhotoViewOutputSpy()
    let view: CardPhotoViewController

    /// `shown` is what the presenter tells the view as it appears (the view asks for no redraw of its own).
    init(shown: CardPhotoDisplayData = CardPhotoDisplayData(photo: Samples.photo(), caption: "Back")) {
        view = CardPhotoViewController(dependencies: ModuleEnvironment().context(on: app))
        view.output = output
        view.show(shown)
        app.start(view)
    }

    @Test("reports appearing, and draws the photo it is told with its caption")
    func shows() {
        expect(output.events).to(equal(["appear"]))
        expect(app.screen).to(contain("Back"))
        expect(app.screen).toNot(contain("No photo"))
    }

    @Test("says there is no photo when told none")
    func noPhoto() {
        let spec = CardPhotoViewControllerSpec(shown: CardPhotoDisplayData(photo: nil, caption: "Front"))

        expect(spec.app.screen).to(contain("No photo"))
    }

    @Test("reports Esc and q as close", arguments: [Key.escape, .character("q")])
    func closes(key: Key) {
        app.press(key)

        expect(output.events).to(equal(["appear", "close"]))
    }
}
