import MyCardsUI
import Nimble
import Testing

@MainActor
@Suite("Modals")
struct ModalsSpec {
    @Suite("ConfirmModal")
    @MainActor
    struct Confirm {
        let modal = ConfirmModal(question: "Discard changes?", theme: .monochrome) { _ in }

        @Test("draws its dialog and hides the cursor")
        func draws() {
            var buffer = ScreenBuffer(size: Size(width: 40, height: 12))

            let cursor = modal.render(into: &buffer, area: Rect(x: 0, y: 1, width: 40, height: 9))

            expect(buffer.row(at: 5)).to(equal("       │ Discard changes? (y/n) │"))
            expect(cursor).to(beNil())
        }

        @Test("describes itself and takes no text")
        func describes() {
            expect(modal.title).to(equal("Discard changes?"))
            expect(modal.keyHints).to(equal(ConfirmDialog.keyHints))
            expect(modal.acceptsTextInput).to(beFalse())
        }
    }

    @Suite("MenuModal")
    @MainActor
    struct MenuPopup {
        static let items = [Menu.Item(key: "c", label: "Camera"), Menu.Item(key: "l", label: "Library")]
        let modal = MenuModal(menu: Menu(title: "Front", items: MenuPopup.items, theme: .monochrome)) { _ in }

        @Test("draws its menu and hides the cursor")
        func draws() {
            var buffer = ScreenBuffer(size: Size(width: 40, height: 12))

            let cursor = modal.render(into: &buffer, area: Rect(x: 0, y: 1, width: 40, height: 9))

            expect(buffer.row(at: 4)).to(equal("            │  c  Camera   │"))
            expect(cursor).to(beNil())
        }

        @Test("describes itself with its letters")
        func describes() {
            expect(modal.title).to(equal("Front"))
            expect(modal.keyHints.map(\.label)).to(equal(["camera", "library", "close"]))
        }

        @Test("has no title when the menu has none")
        func untitled() {
            let untitled = MenuModal(menu: Menu(items: MenuPopup.items, theme: .monochrome)) { _ in }

            expect(untitled.title).to(equal(""))
        }
    }
}
