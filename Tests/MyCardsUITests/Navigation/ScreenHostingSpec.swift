import MyCardsUI
import Nimble
import Testing

@MainActor
@Suite("ScreenHosting")
struct ScreenHostingSpec {
    @MainActor
    private final class Host: ScreenHosting {
        let hostedView = ScreenSpy(title: "Card", keyHints: [KeyHint(keys: "e", label: "edit")])
    }

    @Test("shows the hosted view's title, keys and text input")
    func forwardsProperties() {
        let host = Host()
        host.hostedView.acceptsTextInput = true

        expect(host.title).to(equal("Card"))
        expect(host.keyHints).to(equal([KeyHint(keys: "e", label: "edit")]))
        expect(host.acceptsTextInput).to(beTrue())
    }

    @Test("draws and takes input through the hosted view")
    func forwardsDrawingAndInput() {
        let host = Host()
        var buffer = ScreenBuffer(size: Size(width: 40, height: 6))

        _ = host.render(into: &buffer, area: buffer.bounds)
        let used = host.handle(.key(.character("e")))

        expect(buffer.text()).to(contain("Card content"))
        expect(used).to(beTrue())
        expect(host.hostedView.events).to(equal([.key(.character("e"))]))
    }
}
