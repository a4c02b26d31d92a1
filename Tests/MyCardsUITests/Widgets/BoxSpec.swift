import MyCardsUI
import Nimble
import Testing

@Suite("Box")
struct BoxSpec {
    @Test("draws a frame with its title and clears the inside")
    func drawsFrame() {
        var buffer = ScreenBuffer(size: Size(width: 14, height: 4))
        buffer.fill(buffer.bounds, with: "x")

        Box(title: "Help").render(into: &buffer, area: Rect(x: 1, y: 0, width: 12, height: 4))

        expect(buffer.text()).to(equal("x┌─ Help ───┐x\nx│          │x\nx│          │x\nx└──────────┘x"))
    }

    @Test("cuts a long title")
    func cutsTitle() {
        var buffer = ScreenBuffer(size: Size(width: 10, height: 3))

        Box(title: "Photo library").render(into: &buffer, area: buffer.bounds)

        expect(buffer.row(at: 0)).to(equal("┌─ Pho… ─┐"))
    }

    @Test("gives the area inside the frame")
    func givesInner() {
        expect(Box.inner(Rect(x: 1, y: 1, width: 10, height: 5))).to(equal(Rect(x: 2, y: 2, width: 8, height: 3)))
    }

    @Test("draws nothing in a space too small for a frame")
    func ignoresTinyArea() {
        var buffer = ScreenBuffer(size: Size(width: 4, height: 4))

        Box().render(into: &buffer, area: Rect(x: 0, y: 0, width: 1, height: 4))

        expect(buffer.text()).to(equal("\n\n\n"))
    }
}
