import MyCardsDisplayData
import MyCardsKit
import MyCardsUI
import Nimble
import Testing

@MainActor
@Suite("PhotoLibraryView")
struct PhotoLibraryViewSpec {
    static let items = [
        ListItem("01-swifting-front.png"), ListItem("02-cafe-aurora-front.jpg"),
        ListItem("03-broken.png", disabledReason: "the image is damaged"), ListItem("04-green-grocer-front.png"),
    ]

    let view = PhotoLibraryView(theme: .monochrome)
    let log = CallLog()
    let harness: ViewHarness

    init() {
        harness = ViewHarness(view)
        view.data = PhotoLibraryDisplayData(
            folder: "/home/ada/Pictures", items: Self.items, preview: .image(ViewFixtures.cardImage()))
        view.onSelectionChange = { [log] in log.record("select \($0)") }
        view.onPick = { [log] in log.record("pick \($0)") }
        view.onClose = { [log] in log.record("close") }
    }

    @Suite("when drawing")
    @MainActor
    struct Drawing {
        let spec = PhotoLibraryViewSpec()

        @Test("shows the list with the preview beside it at 100×32")
        func wide() {
            let buffer = spec.harness.render(ViewHarness.wide)

            Snapshot.expect(buffer, matches: "PhotoLibraryView-100x32")
        }

        @Test("puts the preview under the list at 40×12, and a file's problem in it")
        func small() {
            spec.view.selectedIndex = 2
            spec.view.data.preview = .unavailable("the image is damaged")

            let buffer = spec.harness.render(ViewHarness.small)

            Snapshot.expect(buffer, matches: "PhotoLibraryView-40x12")
        }

        @Test("shows the whole reason of a greyed file in the preview, cut as it is in the list")
        func wholeReason() {
            let reason = "the image is too large (10000×10000, limit 8192×8192)"
            spec.view.data = PhotoLibraryDisplayData(
                folder: "/p", items: [ListItem("huge.png", disabledReason: reason)], preview: .none)

            let buffer = spec.harness.render(ViewHarness.wide)

            expect(buffer.text()).to(contain("huge.png — the image is too large (10…"))
            expect(buffer.text()).to(contain("Cannot show this file: the image is too large"))
            expect(buffer.text()).to(contain("(10000×10000, limit 8192×8192)"))
        }

        @Test("says why the folder cannot be listed instead of calling it empty")
        func problem() {
            spec.view.data = PhotoLibraryDisplayData(
                folder: "/gone", problem: "Photo library unavailable: the photo folder cannot be read")

            let buffer = spec.harness.render(ViewHarness.wide)

            expect(buffer.text()).to(contain("Photo library unavailable: the photo folder cannot be read"))
            expect(buffer.text()).toNot(contain(PhotoLibraryView.emptyMessage(folder: "/gone")))
        }

        @Test("greys a file that cannot be decoded, with the reason")
        func greys() {
            let buffer = spec.harness.render(ViewHarness.wide)

            expect(buffer.row(at: 4)).to(contain("03-broken.png — the image is damaged"))
            expect(buffer[2, 4].style).to(equal(Theme.monochrome.disabled))
        }

        @Test("says so when the folder has no images")
        func empty() {
            spec.view.data = PhotoLibraryDisplayData(folder: "/home/ada/Pictures", items: [])

            let buffer = spec.harness.render(ViewHarness.small)

            expect(buffer.text()).to(contain("No PNG or JPEG images in"))
            expect(spec.view.keyHints.map(\.keys)).to(equal(["Esc"]))
        }

        @Test("says it is reading the folder until the listing comes, instead of calling it empty")
        func listing() {
            spec.view.data = PhotoLibraryDisplayData(folder: "/pics")

            let buffer = spec.harness.render(ViewHarness.wide)

            expect(buffer.text()).to(contain(PhotoLibraryView.listingMessage(folder: "/pics")))
            expect(buffer.text()).toNot(contain(PhotoLibraryView.emptyMessage(folder: "/pics")))
        }

        @Test("shows nothing in the preview until the owner sets one")
        func noPreview() {
            spec.view.data.preview = .none

            let buffer = spec.harness.render(ViewHarness.wide)

            expect(buffer.row(at: 10)).to(equal(String(repeating: " ", count: 40) + "│"))
        }
    }

    @Suite("when keys are pressed")
    @MainActor
    struct Keys {
        let spec: PhotoLibraryViewSpec

        init() {
            spec = PhotoLibraryViewSpec()
            _ = spec.harness.render(ViewHarness.wide)
        }

        @Test(
            "moves the selection and reports it",
            arguments: [(Key.down, 1), (.character("j"), 1), (.character("G"), 3), (.pageDown, 3)])
        func moves(key: Key, index: Int) {
            spec.harness.send(key)

            expect(spec.log.calls).to(equal(["select \(index)"]))
        }

        @Test("moves back with ↑, k and g")
        func movesBack() {
            spec.view.selectedIndex = 3

            for key in [Key.up, .character("k"), .character("g")] { spec.harness.send(key) }

            expect(spec.log.calls).to(equal(["select 2", "select 1", "select 0"]))
        }

        @Test("picks the selected file on Enter")
        func picks() {
            spec.view.selectedIndex = 1

            spec.harness.send(.enter)

            expect(spec.log.calls).to(equal(["pick 1"]))
        }

        @Test("does not pick a greyed file")
        func greyed() {
            spec.view.selectedIndex = 2

            let used = spec.harness.send(.enter)

            expect(used).to(beFalse())
            expect(spec.log.calls).to(beEmpty())
            expect(spec.view.keyHints.map(\.keys)).toNot(contain("Enter"))
        }

        @Test("closes on Esc")
        func closes() {
            spec.harness.send(.escape)

            expect(spec.log.calls).to(equal(["close"]))
        }

        @Test("ignores sideways keys, Home/End and others")
        func ignores() {
            let used = [Key.left, .character("l"), .home, .end, .character("x")].map { spec.view.handle(.key($0)) }

            expect(used).to(equal([false, false, false, false, false]))
            expect(spec.log.calls).to(beEmpty())
        }

        @Test("ignores Enter and moves in an empty folder")
        func emptyFolder() {
            spec.view.data = PhotoLibraryDisplayData(folder: "/tmp", items: [])

            let used = [Key.enter, .down].map { spec.view.handle(.key($0)) }

            expect(used).to(equal([false, false]))
        }
    }

    @Suite("when the mouse is used")
    @MainActor
    struct Mouse {
        let spec: PhotoLibraryViewSpec

        init() {
            spec = PhotoLibraryViewSpec()
            _ = spec.harness.render(ViewHarness.wide)
        }

        @Test("selects the clicked file")
        func click() {
            _ = spec.view.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 5, y: 5))))

            expect(spec.log.calls).to(equal(["select 3"]))
        }

        @Test("picks the double-clicked file, but not a greyed one")
        func doubleClick() {
            _ = spec.view.handle(.mouse(MouseEvent(kind: .doubleClick, position: Point(x: 5, y: 3))))
            _ = spec.view.handle(.mouse(MouseEvent(kind: .doubleClick, position: Point(x: 5, y: 4))))

            expect(spec.log.calls).to(equal(["select 1", "pick 1", "select 2"]))
        }

        @Test("ignores clicks outside the list and the wheel")
        func ignores() {
            let preview = spec.view.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 70, y: 4))))
            let wheel = spec.view.handle(.mouse(MouseEvent(kind: .wheelDown, position: Point(x: 5, y: 4))))
            let resize = spec.view.handle(.resize(ViewHarness.small))

            expect([preview, wheel, resize]).to(equal([false, false, false]))
        }
    }
}
