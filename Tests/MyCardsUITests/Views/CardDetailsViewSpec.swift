import MyCardsDisplayData
import MyCardsKit
import MyCardsUI
import Nimble
import Testing

@MainActor
@Suite("CardDetailsView")
struct CardDetailsViewSpec {
    let view = CardDetailsView(theme: .monochrome, photoCache: PhotoCache())
    let log = CallLog()
    let harness: ViewHarness

    init(mode: CardDetailsMode = .normal) {
        harness = ViewHarness(view)
        view.data = CardDetailsDisplayData(
            mode: mode, name: mode == .create ? "" : "Café Aurora", front: ViewFixtures.photo(base: 60),
            back: mode == .create ? nil : ViewFixtures.photo(base: 140))
        view.onEdit = { [log] in log.record("edit") }
        view.onShowPhoto = { [log] in log.record("show \($0)") }
        view.onBack = { [log] in log.record("back") }
        view.onToggleFavourite = { [log] in log.record("favourite") }
        view.onNameChange = { [log] in log.record("name \($0)") }
        view.onChoosePhoto = { [log] in log.record("choose \($0)") }
        view.onSave = { [log] in log.record("save") }
        view.onDelete = { [log] in log.record("delete") }
        view.onCancel = { [log] in log.record("cancel") }
    }

    @Suite("when drawing")
    @MainActor
    struct Drawing {
        @Test(
            "shows name and both photos with captions",
            arguments: [
                (CardDetailsMode.normal, ViewHarness.wide, "normal-100x32"),
                (.normal, ViewHarness.small, "normal-40x12"),
                (.edit, ViewHarness.wide, "edit-100x32"), (.edit, ViewHarness.small, "edit-40x12"),
                (.create, ViewHarness.wide, "create-100x32"), (.create, ViewHarness.small, "create-40x12"),
            ])
        func draws(mode: CardDetailsMode, size: Size, name: String) {
            let spec = CardDetailsViewSpec(mode: mode)

            let buffer = spec.harness.render(size)

            Snapshot.expect(buffer, matches: "CardDetailsView-\(name)")
        }

        @Test("writes the card's number and its symbology under the name")
        func number() {
            let spec = CardDetailsViewSpec()
            spec.view.data.number = "4006381333931"
            spec.view.data.barcode = .ean13

            let lines = spec.harness.render(ViewHarness.wide).text().split(separator: "\n")

            let nameLine = lines.firstIndex { $0.contains("Café Aurora") }
            let numberLine = lines.firstIndex { $0.contains("Number  4006381333931  EAN-13") }
            expect(numberLine).to(equal(nameLine.map { $0 + 1 }))
        }

        @Test("names the symbology a number without one is drawn in")
        func guessedSymbology() {
            let spec = CardDetailsViewSpec()
            spec.view.data.number = "MYCARDS-12345"

            expect(spec.harness.render(ViewHarness.wide).text()).to(contain("MYCARDS-12345  Code 128"))
        }

        @Test("keeps the number out of the form")
        func noNumberInForm() {
            let form = CardDetailsViewSpec(mode: .edit)
            form.view.data.number = "4006381333931"

            expect(form.harness.render(ViewHarness.wide).text()).toNot(contain("4006381333931"))
        }

        @Test("stacks the photos in a tall, narrow terminal")
        func stacks() {
            let spec = CardDetailsViewSpec(mode: .edit)

            let buffer = spec.harness.render(Size(width: 40, height: 40))

            Snapshot.expect(buffer, matches: "CardDetailsView-edit-40x40")
        }

        @Test(
            "names the screen after its mode",
            arguments: [(CardDetailsMode.normal, "Card"), (.edit, "Edit card"), (.create, "New card")])
        func titles(mode: CardDetailsMode, title: String) {
            let spec = CardDetailsViewSpec(mode: mode)

            expect(spec.view.title).to(equal(title))
        }

        @Test("puts the terminal cursor in the name field")
        func cursor() {
            let spec = CardDetailsViewSpec(mode: .edit)

            let cursor = spec.harness.cursor(ViewHarness.wide)

            expect(cursor).to(equal(Point(x: 7 + "Café Aurora".count, y: 2)))
        }

        @Test("marks the focused element in the focus style")
        func marksFocus() {
            let spec = CardDetailsViewSpec(mode: .edit)
            spec.view.focus = .back

            let buffer = spec.harness.render(ViewHarness.wide)

            let markers = (0..<32).flatMap { y in (0..<100).map { Point(x: $0, y: y) } }
                .filter { buffer[$0.x, $0.y].character == "▶" }
            expect(markers.count).to(equal(1))
            expect(markers.first?.x).to(beGreaterThan(50))
            expect(markers.first.map { buffer[$0.x, $0.y].style }).to(equal(Theme.monochrome.focus))
            expect(markers.first.map { buffer.row(at: $0.y) }).to(contain("▶ Back"))
        }
    }

    @Suite("when in normal mode")
    @MainActor
    struct Normal {
        let spec = CardDetailsViewSpec(mode: .normal)

        @Test(
            "reports its keys",
            arguments: [
                (Key.character("e"), "edit"), (.character("f"), "show front"), (.character("b"), "show back"),
                (.character("*"), "favourite"), (.escape, "back"),
            ])
        func keys(key: Key, call: String) {
            let used = spec.harness.send(key)

            expect(used).to(beTrue())
            expect(spec.log.calls).to(equal([call]))
        }

        @Test("ignores * while editing: it is typed into the name")
        func starIsTypedWhileEditing() {
            let spec = CardDetailsViewSpec(mode: .edit)

            spec.harness.send(.character("*"))

            expect(spec.log.calls).toNot(contain("favourite"))
            expect(spec.view.nameText).to(equal("Café Aurora*"))
        }

        @Test("ignores form keys and typing")
        func ignoresFormKeys() {
            let used = [Key.tab, .enter, .control("s"), .character("x")].map { spec.view.handle(.key($0)) }

            expect(used).to(equal([false, false, false, false]))
            expect(spec.view.acceptsTextInput).to(beFalse())
        }

        @Test("lists e, f, b, * and Esc")
        func hints() {
            expect(spec.view.keyHints.map(\.keys)).to(equal(["e", "f", "b", "*", "Esc"]))
        }

        @Test("offers to unmark a favourite")
        func unfavouriteHint() {
            spec.view.data.isFavourite = true

            expect(spec.view.keyHints.map(\.label)).to(contain("unfavourite"))
        }

        @Test("shows a favourite's name with a star before it")
        func starsFavourite() {
            spec.view.data.isFavourite = true

            let buffer = spec.harness.render(ViewHarness.wide)

            expect(buffer.text()).to(contain("★ Café Aurora"))
        }

        @Test("shows other names without a star")
        func noStar() {
            let buffer = spec.harness.render(ViewHarness.wide)

            expect(buffer.text()).toNot(contain("★"))
        }

        @Test("ignores the mouse")
        func ignoresMouse() {
            let used = spec.view.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 3, y: 3))))

            expect(used).to(beFalse())
        }
    }
}
