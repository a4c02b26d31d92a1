import MyCardsUI
import Nimble
import Testing

@Suite("ConfirmDialog")
struct ConfirmDialogSpec {
    static let dialog = ConfirmDialog(question: "Delete card “Tesco”?", theme: .monochrome)

    @Test("asks its question with (y/n) in a centred box")
    func rendersWide() {
        var buffer = ScreenBuffer(size: Size(width: 100, height: 32))

        Self.dialog.render(into: &buffer, area: Rect(x: 0, y: 1, width: 100, height: 29))

        Snapshot.expect(buffer, matches: "ConfirmDialog-100x32")
    }

    @Test("fits the smallest terminal")
    func rendersSmall() {
        var buffer = ScreenBuffer(size: Size(width: 40, height: 12))

        Self.dialog.render(into: &buffer, area: Rect(x: 0, y: 1, width: 40, height: 9))

        expect(buffer.text()).to(
            equal(
                """



                     ┌────────────────────────────┐
                     │                            │
                     │ Delete card “Tesco”? (y/n) │
                     │                            │
                     └────────────────────────────┘




                """))
    }

    @Test("wraps a long question")
    func wrapsLongQuestion() {
        var buffer = ScreenBuffer(size: Size(width: 40, height: 12))
        let dialog = ConfirmDialog(question: "Delete card “Caffè Nero loyalty stamps”?", theme: .monochrome)

        dialog.render(into: &buffer, area: Rect(x: 0, y: 1, width: 40, height: 9))

        Snapshot.expect(buffer, matches: "ConfirmDialog-wrapped-40x12")
    }

    @Test(
        "answers y, n and Esc",
        arguments: [
            (Key.character("y"), ConfirmDialog.Result.yes), (.character("Y"), .yes), (.character("n"), .no),
            (.character("N"), .no), (.escape, .no),
        ] as [(Key, ConfirmDialog.Result)])
    func answers(key: Key, result: ConfirmDialog.Result) {
        expect(ConfirmDialog.result(for: key)).to(equal(result))
    }

    @Test("gives no answer for other keys", arguments: [Key.enter, .character("q"), .control("c")])
    func ignoresOtherKeys(key: Key) {
        expect(ConfirmDialog.result(for: key)).to(beNil())
    }
}
