import MyCardsUI
import Nimble
import Testing

@Suite("Button")
struct ButtonSpec {
    static func render(_ button: Button, size: Size) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        button.render(into: &buffer, area: Rect(x: 2, y: 5, width: button.width, height: 1))
        return buffer
    }

    @Test("shows its label in brackets", arguments: [Size(width: 100, height: 32), Size(width: 40, height: 12)])
    func showsLabel(size: Size) {
        let buffer = Self.render(Button(label: "Save", theme: .monochrome), size: size)

        expect(buffer.row(at: 5)).to(equal("   [ Save ]"))
    }

    @Test("leads with the marker and reverses when focused, with no colour")
    func marksFocus() {
        let buffer = Self.render(
            Button(label: "Save", isFocused: true, theme: .monochrome), size: Size(width: 40, height: 12))

        expect(buffer.row(at: 5)).to(equal("  ▶[ Save ]"))
        expect(buffer[5, 5].style.attributes).to(contain(.reverse))
    }

    @Test("is greyed when disabled")
    func greysDisabled() {
        let buffer = Self.render(
            Button(label: "Delete", isEnabled: false, theme: .monochrome), size: Size(width: 40, height: 12))

        expect(buffer[5, 5].style).to(equal(Theme.monochrome.disabled))
    }

    @Test("measures its width")
    func measures() {
        expect(Button(label: "Cancel", theme: .monochrome).width).to(equal(11))
    }
}
