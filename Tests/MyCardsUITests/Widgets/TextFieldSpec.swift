import MyCardsUI
import Nimble
import Testing

@Suite("TextField")
struct TextFieldSpec {
    @Test(
        "shows its text and reports the cursor after it",
        arguments: [Size(width: 100, height: 32), Size(width: 40, height: 12)])
    func showsText(size: Size) {
        var buffer = ScreenBuffer(size: size)
        var state = TextFieldState(text: "Café 北京 😀")

        let cursor = TextField(isFocused: true, theme: .monochrome)
            .render(into: &buffer, area: Rect(x: 8, y: 3, width: 24, height: 1), state: &state)

        expect(buffer.row(at: 3)).to(equal("        Café 北京 😀"))
        expect(cursor).to(equal(Point(x: 20, y: 3)))
    }

    @Test("scrolls wide text so the cursor stays inside the field")
    func scrollsWideText() {
        var buffer = ScreenBuffer(size: Size(width: 40, height: 12))
        var state = TextFieldState(text: "北京茶店咖啡")

        let cursor = TextField(isFocused: true, theme: .monochrome)
            .render(into: &buffer, area: Rect(x: 2, y: 1, width: 7, height: 1), state: &state)

        expect(buffer.row(at: 1)).to(equal("  店咖啡"))
        expect(cursor).to(equal(Point(x: 8, y: 1)))
    }

    @Test("marks its extent and reverses when focused")
    func stylesFocus() {
        var buffer = ScreenBuffer(size: Size(width: 40, height: 12))
        var state = TextFieldState(text: "Tesco")

        TextField(isFocused: true, theme: .monochrome).render(
            into: &buffer, area: Rect(x: 0, y: 0, width: 10, height: 1), state: &state)
        TextField(isFocused: false, theme: .monochrome).render(
            into: &buffer, area: Rect(x: 0, y: 2, width: 10, height: 1), state: &state)

        expect(buffer[9, 0].style.attributes).to(contain(.reverse))
        expect(buffer[9, 2].style.attributes).to(equal(.underline))
    }

    @Test("shows the placeholder greyed when empty and not focused, without a cursor")
    func showsPlaceholder() {
        var buffer = ScreenBuffer(size: Size(width: 40, height: 12))
        var state = TextFieldState()

        let cursor = TextField(placeholder: "Card name", isFocused: false, theme: .monochrome)
            .render(into: &buffer, area: Rect(x: 0, y: 0, width: 20, height: 1), state: &state)

        expect(buffer.row(at: 0)).to(equal("Card name"))
        expect(buffer[0, 0].style).to(equal(Theme.monochrome.disabled))
        expect(cursor).to(beNil())
    }

    @Test("hides the cursor when not focused")
    func hidesCursor() {
        var buffer = ScreenBuffer(size: Size(width: 40, height: 12))
        var state = TextFieldState(text: "Tesco")

        let cursor = TextField(isFocused: false, theme: .monochrome)
            .render(into: &buffer, area: Rect(x: 0, y: 0, width: 20, height: 1), state: &state)

        expect(buffer.row(at: 0)).to(equal("Tesco"))
        expect(cursor).to(beNil())
    }

    @Test("draws nothing into an empty area")
    func ignoresEmptyArea() {
        var buffer = ScreenBuffer(size: Size(width: 40, height: 12))
        var state = TextFieldState(text: "Tesco")

        let cursor = TextField(isFocused: true, theme: .monochrome)
            .render(into: &buffer, area: Rect(x: 0, y: 0, width: 0, height: 1), state: &state)

        expect(buffer.text()).to(equal(String(repeating: "\n", count: 11)))
        expect(cursor).to(beNil())
    }
}
