import MyCardsUI
import Nimble
import Testing

@Suite("KeyBar")
struct KeyBarSpec {
    static let cardsHints = [
        KeyHint(keys: "↑↓←→", label: "move"), KeyHint(keys: "Enter", label: "open"), KeyHint(keys: "n", label: "new"),
        KeyHint(keys: "r", label: "reload"), KeyHint(keys: "q", label: "quit"),
    ]

    @Test("joins every hint when they fit")
    func joinsHints() {
        var buffer = ScreenBuffer(size: Size(width: 100, height: 32))

        KeyBar(hints: Self.cardsHints, trailing: [.help], theme: .monochrome)
            .render(into: &buffer, area: buffer.bounds.row(31))

        expect(buffer.row(at: 31)).to(
            equal(" ↑↓←→ move  Enter open  n new  r reload  q quit" + String(repeating: " ", count: 46) + "? help"))
    }

    @Test("drops whole hints from the end and marks the cut at 40 columns")
    func cutsWholeHints() {
        var buffer = ScreenBuffer(size: Size(width: 40, height: 12))

        KeyBar(hints: Self.cardsHints, trailing: [.help], theme: .monochrome)
            .render(into: &buffer, area: buffer.bounds.row(11))

        expect(buffer.row(at: 11)).to(equal(" ↑↓←→ move  Enter open  n new …  ? help"))
    }

    @Test("shows only the ellipsis when not even one hint fits")
    func showsOnlyEllipsis() {
        let bar = KeyBar(hints: [KeyHint(keys: "Enter", label: "open")], theme: .monochrome)

        let visible = bar.visibleHints(width: 5)

        expect(visible.hints).to(beEmpty())
        expect(visible.isCut).to(beTrue())
    }

    @Test("draws keys in the key style")
    func stylesKeys() {
        var buffer = ScreenBuffer(size: Size(width: 40, height: 1))

        KeyBar(hints: [KeyHint(keys: "q", label: "quit")], theme: .monochrome).render(
            into: &buffer, area: buffer.bounds)

        expect(buffer[1, 0].style).to(equal(Theme.monochrome.keyBarKey))
        expect(buffer[3, 0].style).to(equal(Theme.monochrome.keyBar))
    }

    @Test("measures joined hints")
    func measures() {
        expect(KeyBar.width(of: [KeyHint(keys: "q", label: "quit"), .help])).to(equal(14))
    }
}
