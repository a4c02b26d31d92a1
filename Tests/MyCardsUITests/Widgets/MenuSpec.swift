import MyCardsUI
import Nimble
import Testing

@Suite("Menu")
struct MenuSpec {
    static let menu = Menu(
        title: "Photo", items: [Menu.Item(key: "c", label: "Camera"), Menu.Item(key: "l", label: "Library")],
        theme: .monochrome)

    @Test("lists its items with their letters in a centred box at 100×32")
    func rendersWide() {
        var buffer = ScreenBuffer(size: Size(width: 100, height: 32))

        Self.menu.render(into: &buffer, area: Rect(x: 0, y: 1, width: 100, height: 29))

        Snapshot.expect(buffer, matches: "Menu-100x32")
    }

    @Test("lists its items at 40×12")
    func rendersSmall() {
        var buffer = ScreenBuffer(size: Size(width: 40, height: 12))

        Self.menu.render(into: &buffer, area: Rect(x: 0, y: 1, width: 40, height: 9))

        expect(buffer.row(at: 3)).to(equal("            ┌─ Photo ──────┐"))
        expect(buffer.row(at: 4)).to(equal("            │  c  Camera   │"))
        expect(buffer.row(at: 5)).to(equal("            │  l  Library  │"))
    }

    @Test("picks the item of the letter typed")
    func picksItem() {
        expect(Self.menu.item(for: .character("l"))).to(equal(Menu.Item(key: "l", label: "Library")))
    }

    @Test("picks nothing for other keys", arguments: [Key.character("x"), .enter, .escape])
    func picksNothing(key: Key) {
        expect(Self.menu.item(for: key)).to(beNil())
    }

    @Test("offers its letters and Esc as key hints")
    func offersHints() {
        expect(Self.menu.keyHints.map(\.keys)).to(equal(["c", "l", "Esc"]))
    }
}
