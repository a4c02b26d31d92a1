import MyCardsDisplayData
import MyCardsKit
import MyCardsUI
import Nimble
import Testing

@MainActor
@Suite("CardPhotoView")
struct CardPhotoViewSpec {
    let view = CardPhotoView(theme: .monochrome, photoCache: PhotoCache())
    let log = CallLog()
    let harness: ViewHarness

    init() {
        harness = ViewHarness(view)
        view.data = CardPhotoDisplayData(photo: ViewFixtures.photo(), caption: "Café Aurora · Front")
        view.onClose = { [log] in log.record("close") }
    }

    @Suite("when drawing")
    @MainActor
    struct Drawing {
        let spec = CardPhotoViewSpec()

        @Test("fills the screen with the photo", arguments: [ViewHarness.wide, ViewHarness.small])
        func draws(size: Size) {
            let buffer = spec.harness.render(size)

            Snapshot.expect(buffer, matches: "CardPhotoView-\(size.width)x\(size.height)")
        }

        @Test("says there is no photo")
        func noPhoto() {
            spec.view.data = CardPhotoDisplayData()

            let buffer = spec.harness.render(ViewHarness.small)

            expect(buffer.text()).to(contain("No photo"))
        }
    }

    @Suite("when keys are pressed")
    @MainActor
    struct Keys {
        let spec = CardPhotoViewSpec()

        @Test("closes on Esc and q", arguments: [Key.escape, .character("q")])
        func closes(key: Key) {
            let used = spec.harness.send(key)

            expect(used).to(beTrue())
            expect(spec.log.calls).to(equal(["close"]))
        }

        @Test("ignores other keys")
        func ignores() {
            let used = spec.harness.send(.enter)

            expect(used).to(beFalse())
            expect(spec.log.calls).to(beEmpty())
            expect(spec.view.keyHints.map(\.keys)).to(equal(["Esc/q"]))
        }
    }
}
