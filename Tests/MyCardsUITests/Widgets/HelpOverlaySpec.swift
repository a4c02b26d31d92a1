import MyCardsUI
import Nimble
import Testing

@Suite("HelpOverlay")
struct HelpOverlaySpec {
    static let hints = [
        KeyHint(keys: "↑↓←→ hjkl", label: "move"), KeyHint(keys: "g/G", label: "first/last"),
        KeyHint(keys: "Enter", label: "open"), KeyHint(keys: "n", label: "new card"),
        KeyHint(keys: "r", label: "download again"),
        KeyHint(keys: "q", label: "quit"), .help,
    ]

    @Test("lists every key of the screen at 100×32")
    func rendersWide() {
        var buffer = ScreenBuffer(size: Size(width: 100, height: 32))

        HelpOverlay(screenTitle: "Cards", hints: Self.hints, theme: .monochrome)
            .render(into: &buffer, area: Rect(x: 0, y: 1, width: 100, height: 29))

        Snapshot.expect(buffer, matches: "HelpOverlay-100x32")
    }

    @Test("shows the first keys, ▼ and how to scroll when the terminal is short")
    func rendersSmall() {
        var buffer = ScreenBuffer(size: Size(width: 40, height: 12))

        HelpOverlay(screenTitle: "Cards", hints: Self.hints, theme: .monochrome)
            .render(into: &buffer, area: Rect(x: 0, y: 1, width: 40, height: 9))

        Snapshot.expect(buffer, matches: "HelpOverlay-40x12")
    }
}
