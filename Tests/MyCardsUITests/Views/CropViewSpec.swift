import MyCardsDisplayData
import MyCardsKit
import MyCardsUI
import Nimble
import Testing

@MainActor
@Suite("CropView")
struct CropViewSpec {
    let view = CropView(theme: .monochrome)
    let log = CallLog()
    let harness: ViewHarness

    init() {
        harness = ViewHarness(view)
        let image = ViewFixtures.cardImage(size: PixelSize(width: 400, height: 300))
        view.data = CropDisplayData(image: image, outline: CardOutline.centred(in: image.size).rect)
        view.onMove = { [log] in log.record("move \($0) \($1)") }
        view.onResize = { [log] in log.record("resize \($0)") }
        view.onCrop = { [log] in log.record("crop") }
        view.onCancel = { [log] in log.record("cancel") }
    }

    @Suite("when drawing")
    @MainActor
    struct Drawing {
        let spec = CropViewSpec()

        @Test("shows the image with the outline over it", arguments: [ViewHarness.wide, ViewHarness.small])
        func draws(size: Size) {
            let buffer = spec.harness.render(size)

            Snapshot.expect(buffer, matches: "CropView-\(size.width)x\(size.height)")
        }

        @Test("draws nothing but the frame before it has an image")
        func noImage() {
            spec.view.data = CropDisplayData()

            let buffer = spec.harness.render(ViewHarness.small)

            expect(buffer.row(at: 5)).to(equal(""))
        }
    }

    @Suite("when keys are pressed")
    @MainActor
    struct Keys {
        let spec = CropViewSpec()

        @Test(
            "moves the outline by 2 % of the image",
            arguments: [(Key.left, "move -8 0"), (.right, "move 8 0"), (.up, "move 0 -6"), (.down, "move 0 6")])
        func moves(key: Key, call: String) {
            spec.harness.send(key)

            expect(spec.log.calls).to(equal([call]))
        }

        @Test("resizes by 5 % of the width", arguments: [("+", "resize 20"), ("-", "resize -20")])
        func resizes(letter: Character, call: String) {
            spec.harness.send(.character(letter))

            expect(spec.log.calls).to(equal([call]))
        }

        @Test("crops on Enter and goes back on Esc")
        func cropsAndCancels() {
            spec.harness.send(.enter)
            spec.harness.send(.escape)

            expect(spec.log.calls).to(equal(["crop", "cancel"]))
        }

        @Test("steps at least one pixel in a tiny image")
        func tinyImage() {
            spec.view.data = CropDisplayData(image: ViewFixtures.cardImage(size: PixelSize(width: 10, height: 6)))

            spec.harness.send(.down)

            expect(spec.log.calls).to(equal(["move 0 1"]))
        }

        @Test("ignores other keys and the mouse")
        func ignores() {
            let key = spec.harness.send(.character("h"))
            let mouse = spec.view.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 5, y: 5))))

            expect([key, mouse]).to(equal([false, false]))
            expect(spec.log.calls).to(beEmpty())
        }
    }
}
