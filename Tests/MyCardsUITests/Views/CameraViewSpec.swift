import MyCardsDisplayData
import MyCardsKit
import MyCardsUI
import Nimble
import Testing

@MainActor
@Suite("CameraView")
struct CameraViewSpec {
    let view = CameraView(theme: .monochrome)
    let log = CallLog()
    let harness: ViewHarness

    init() {
        harness = ViewHarness(view)
        let frame = ViewFixtures.cardImage(size: PixelSize(width: 320, height: 240), base: 80)
        view.data = CameraDisplayData(frame: frame, outline: CardOutline.centred(in: frame.size).rect)
        view.onCapture = { [log] in log.record("capture") }
        view.onClose = { [log] in log.record("close") }
    }

    @Suite("when drawing")
    @MainActor
    struct Drawing {
        let spec = CameraViewSpec()

        @Test("shows the frame, the outline, [x] and (o)", arguments: [ViewHarness.wide, ViewHarness.small])
        func draws(size: Size) {
            let buffer = spec.harness.render(size)

            Snapshot.expect(buffer, matches: "CameraView-\(size.width)x\(size.height)")
        }

        @Test("says why the camera is unavailable, without a shutter")
        func unavailable() {
            spec.view.data = CameraDisplayData(unavailableText: "Camera unavailable: the camera feed folder is missing")

            let buffer = spec.harness.render(ViewHarness.small)

            Snapshot.expect(buffer, matches: "CameraView-unavailable-40x12")
            expect(buffer.text()).toNot(contain(CameraView.shutterButton))
            expect(spec.view.keyHints.map(\.keys)).to(equal(["Esc"]))
        }

        @Test("says it is starting before the first frame")
        func starting() {
            spec.view.data = CameraDisplayData()

            let buffer = spec.harness.render(ViewHarness.small)

            expect(buffer.text()).to(contain(CameraView.startingText))
        }
    }

    @Suite("when keys are pressed")
    @MainActor
    struct Keys {
        let spec = CameraViewSpec()

        @Test("takes a photo on Space and Enter", arguments: [Key.character(" "), .enter])
        func captures(key: Key) {
            spec.harness.send(key)

            expect(spec.log.calls).to(equal(["capture"]))
        }

        @Test("closes on Esc")
        func closes() {
            spec.harness.send(.escape)

            expect(spec.log.calls).to(equal(["close"]))
        }

        @Test("takes no photo while unavailable, but still closes")
        func unavailable() {
            spec.view.data = CameraDisplayData(unavailableText: "Camera unavailable: no camera")

            let used = spec.harness.send(.enter)
            spec.harness.send(.escape)

            expect(used).to(beFalse())
            expect(spec.log.calls).to(equal(["close"]))
        }

        @Test("ignores other keys")
        func ignores() {
            let used = spec.harness.send(.character("c"))

            expect(used).to(beFalse())
        }
    }

    @Suite("when the mouse is used")
    @MainActor
    struct Mouse {
        let spec: CameraViewSpec

        init() {
            spec = CameraViewSpec()
            _ = spec.harness.render(ViewHarness.wide)
        }

        @Test("closes on a click on [x]")
        func close() {
            _ = spec.view.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 97, y: 1))))

            expect(spec.log.calls).to(equal(["close"]))
        }

        @Test("takes a photo on a click on (o)")
        func shutter() {
            _ = spec.view.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 49, y: 29))))

            expect(spec.log.calls).to(equal(["capture"]))
        }

        @Test("ignores clicks elsewhere, and on (o) while unavailable")
        func ignores() {
            let elsewhere = spec.view.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 50, y: 10))))
            spec.view.data = CameraDisplayData(unavailableText: "Camera unavailable: no camera")
            let shutter = spec.view.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 49, y: 29))))
            let wheel = spec.view.handle(.mouse(MouseEvent(kind: .wheelUp, position: Point(x: 97, y: 1))))

            expect([elsewhere, shutter, wheel]).to(equal([false, false, false]))
            expect(spec.log.calls).to(beEmpty())
        }
    }
}
