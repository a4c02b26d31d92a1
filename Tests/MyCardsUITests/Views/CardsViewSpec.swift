import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@MainActor
@Suite("CardsView")
struct CardsViewSpec {
    let view = CardsView(theme: .monochrome, photoCache: PhotoCache())
    let log = CallLog()
    let harness: ViewHarness

    init() {
        harness = ViewHarness(view)
        view.data = CardsDisplayData(tiles: ViewFixtures.tiles)
        view.onSelect = { [log] in log.record("select \($0)") }
        view.onOpen = { [log] in log.record("open \($0)") }
        view.onNew = { [log] in log.record("new") }
        view.onRefresh = { [log] in log.record("refresh") }
        view.onQuit = { [log] in log.record("quit") }
    }

    @Suite("when drawing")
    @MainActor
    struct Drawing {
        let spec = CardsViewSpec()

        @Test("shows a grid of tiles with photos and cut names at 100×32")
        func grid() {
            let buffer = spec.harness.render(ViewHarness.wide)

            Snapshot.expect(buffer, matches: "CardsView-100x32")
        }

        @Test("becomes a one-column list at 40×12")
        func list() {
            let buffer = spec.harness.render(ViewHarness.small)

            Snapshot.expect(buffer, matches: "CardsView-40x12")
        }

        @Test("writes a favourite's name with the star before it, in the grid and in the list")
        func starsFavourites() {
            spec.view.data = CardsDisplayData(tiles: [
                CardTile(identifier: "a", name: "Tesco", front: ViewFixtures.photo(), isFavourite: true)
            ])

            let texts = [ViewHarness.wide, ViewHarness.small].map { spec.harness.render($0).text() }

            expect(texts).to(allPass(contain("★ Tesco")))
        }

        @Test("shows the number of a card without a front photo in its tile")
        func showsNumber() {
            spec.view.data = CardsDisplayData(tiles: [
                CardTile(identifier: "a", name: "Tesco", front: nil, number: "5901234123457")
            ])

            let text = spec.harness.render(ViewHarness.wide).text()

            expect(text).to(contain("5901234123457"))
            expect(text).toNot(contain("No photo"))
        }

        @Test("shows the hint when there are no cards")
        func empty() {
            spec.view.data = CardsDisplayData()

            let buffer = spec.harness.render(ViewHarness.small)

            Snapshot.expect(buffer, matches: "CardsView-empty-40x12")
            expect(buffer.text()).to(contain(CardsView.emptyHint))
        }

        @Test("shows neither hint nor cards before the store was read")
        func loading() {
            spec.view.data = .loading

            let buffer = spec.harness.render(ViewHarness.small)

            expect(buffer.text()).toNot(contain(CardsView.emptyHint))
            expect(buffer.text()).to(contain("My Cards · Cards"))
        }

        @Test("highlights the selected name in reverse video, visible without colour")
        func highlightsSelection() {
            spec.harness.send(.right)

            let buffer = spec.harness.render(ViewHarness.wide)

            expect(buffer[34, 13].character).to(equal("▶"))
            expect(buffer[34, 13].style).to(equal(Theme.monochrome.selection))
            expect(buffer[1, 13].style).to(equal(Theme.monochrome.text))
        }

        @Test("offers only new, download and quit without cards")
        func emptyHints() {
            spec.view.data = CardsDisplayData()

            expect(spec.view.keyHints.map(\.keys)).to(equal(["n", "r", "q"]))
        }
    }

    @Suite("when keys are pressed")
    @MainActor
    struct Keys {
        let spec: CardsViewSpec

        init() {
            spec = CardsViewSpec()
            _ = spec.harness.render(ViewHarness.wide)
        }

        @Test(
            "moves the selection through the grid and reports it",
            arguments: [
                (Key.right, "b"), (.character("l"), "b"), (.down, "d"), (.character("j"), "d"),
                (.character("G"), "e"), (.pageDown, "e"),
            ])
        func moves(key: Key, identifier: String) {
            spec.harness.send(key)

            expect(spec.log.calls).to(equal(["select \(identifier)"]))
            expect(spec.view.selectedIdentifier).to(equal(identifier))
        }

        @Test("moves back with ← h ↑ k and g")
        func movesBack() {
            spec.harness.send(.character("G"))

            for key in [Key.left, .character("h"), .up, .character("k"), .character("g")] {
                spec.view.selectedIdentifier = "e"
                spec.harness.send(key)
            }

            expect(spec.log.calls).to(equal(["select e", "select d", "select d", "select b", "select b", "select a"]))
        }

        @Test("reports nothing when the selection cannot move")
        func staysAtEdge() {
            let used = spec.harness.send(.left)

            expect(used).to(beTrue())
            expect(spec.log.calls).to(beEmpty())
        }

        @Test("opens the selected card on Enter")
        func opens() {
            spec.harness.send(.right)

            spec.harness.send(.enter)

            expect(spec.log.calls).to(equal(["select b", "open b"]))
        }

        @Test("reports n, r and q", arguments: [("n", "new"), ("r", "refresh"), ("q", "quit")])
        func commands(letter: Character, call: String) {
            spec.harness.send(.character(letter))

            expect(spec.log.calls).to(equal([call]))
        }

        @Test("ignores Enter and moves without cards")
        func ignoresWithoutCards() {
            spec.view.data = CardsDisplayData()

            let used = [Key.enter, .down, .character("G")].map { spec.harness.send($0) }

            expect(used).to(equal([false, false, false]))
            expect(spec.log.calls).to(beEmpty())
        }

        @Test("leaves f alone while no owner offers the favourites filter")
        func ignoresFilterKey() {
            let used = spec.harness.send(.character("f"))

            expect(used).to(beFalse())
            expect(spec.view.keyHints.map(\.keys)).toNot(contain("f"))
        }

        @Test("reports f and offers it once an owner offers the favourites filter")
        func reportsFilterKey() {
            spec.view.onToggleFavourites = { [log = spec.log] in log.record("favourites") }

            spec.harness.send(.character("f"))

            expect(spec.log.calls).to(equal(["favourites"]))
            expect(spec.view.keyHints.map(\.keys)).to(contain("f"))
        }

        @Test("ignores keys it does not know, and Home/End")
        func ignoresOthers() {
            let used = [Key.character("x"), .home, .end, .tab].map { spec.view.handle(.key($0)) }

            expect(used).to(equal([false, false, false, false]))
        }
    }

    @Suite("when the mouse is used")
    @MainActor
    struct Mouse {
        let spec: CardsViewSpec

        init() {
            spec = CardsViewSpec()
            _ = spec.harness.render(ViewHarness.wide)
        }

        @Test("selects the clicked tile")
        func click() {
            let used = spec.view.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 40, y: 20))))

            expect(used).to(beTrue())
            expect(spec.log.calls).to(equal(["select e"]))
        }

        @Test("opens the double-clicked tile")
        func doubleClick() {
            _ = spec.view.handle(.mouse(MouseEvent(kind: .doubleClick, position: Point(x: 80, y: 3))))

            expect(spec.log.calls).to(equal(["select c", "open c"]))
        }

        @Test("ignores clicks between tiles and the wheel")
        func ignoresGaps() {
            let gap = spec.view.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 32, y: 3))))
            let wheel = spec.view.handle(.mouse(MouseEvent(kind: .wheelDown, position: Point(x: 30, y: 3))))

            expect([gap, wheel]).to(equal([false, false]))
            expect(spec.log.calls).to(beEmpty())
        }

        @Test("selects a row of the list in a narrow terminal")
        func clickInList() {
            _ = spec.harness.render(ViewHarness.small)

            _ = spec.view.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 20, y: 5))))

            expect(spec.log.calls).to(equal(["select b"]))
        }
    }

    @Suite("when the owner sets data")
    @MainActor
    struct Data {
        let spec = CardsViewSpec()

        @Test("keeps the selection on the same card when the list changes")
        func keepsSelection() {
            spec.view.selectedIdentifier = "c"

            spec.view.data = CardsDisplayData(tiles: Array(ViewFixtures.tiles.reversed()))

            expect(spec.view.selectedIdentifier).to(equal("c"))
            expect(spec.log.calls).to(beEmpty())
        }

        @Test("keeps the place when the selected card is gone")
        func keepsPlace() {
            spec.view.selectedIdentifier = "e"

            spec.view.data = CardsDisplayData(tiles: Array(ViewFixtures.tiles.prefix(3)))

            expect(spec.view.selectedIdentifier).to(equal("c"))
        }

        @Test("selects a card gone for a while again when it comes back before the user moves")
        func reselectsReturningCard() {
            spec.view.selectedIdentifier = "b"
            let withoutB = ViewFixtures.tiles.filter { $0.identifier != "b" }
            spec.view.data = CardsDisplayData(tiles: withoutB)
            spec.view.data = CardsDisplayData(tiles: withoutB)

            spec.view.data = CardsDisplayData(tiles: ViewFixtures.tiles)

            expect(spec.view.selectedIdentifier).to(equal("b"))
        }

        @Test("leaves a card gone for a while alone once the user has moved")
        func forgetsReturningCardAfterMove() {
            spec.view.selectedIdentifier = "b"
            spec.view.data = CardsDisplayData(tiles: ViewFixtures.tiles.filter { $0.identifier != "b" })
            _ = spec.harness.send(.right)
            let moved = spec.view.selectedIdentifier

            spec.view.data = CardsDisplayData(tiles: ViewFixtures.tiles)

            expect(spec.view.selectedIdentifier).to(equal(moved))
        }

        @Test("ignores a selection of a card it does not show")
        func ignoresUnknownSelection() {
            spec.view.selectedIdentifier = "b"

            spec.view.selectedIdentifier = "zz"

            expect(spec.view.selectedIdentifier).to(equal("b"))
        }

        @Test("makes a favourite's tile with the star before its name")
        func favouriteTile() {
            let tile = CardTile(card: Card(identifier: "x", name: "Tesco", isFavourite: true))

            expect(tile.label).to(equal("★ Tesco"))
        }

        @Test("makes a tile from a card with its trimmed name and front photo")
        func tileFromCard() {
            let photo = ViewFixtures.photo()

            let tile = CardTile(card: Card(identifier: "x", name: "  Tesco ", front: photo))

            expect(tile).to(equal(CardTile(identifier: "x", name: "Tesco", front: photo)))
        }
    }

    @Suite("when rows of tiles lie off screen")
    @MainActor
    struct Prefetching {
        /// Twelve cards of distinct photos: at 100×32 two rows of four show, a third lies below.
        static let tiles = (0..<12).map {
            CardTile(identifier: "\($0)", name: "Card \($0)", front: ViewFixtures.photo(base: UInt8(20 * $0)))
        }

        let prefetcher = ManualDispatcher()
        let view: CardsView
        let harness: ViewHarness

        init() {
            view = CardsView(theme: .monochrome, photoCache: PhotoCache(prefetcher: prefetcher))
            harness = ViewHarness(view)
            view.data = CardsDisplayData(tiles: Self.tiles)
        }

        @Test("renders the photos of the row below the shown ones ahead")
        func rowBelow() {
            _ = harness.render(ViewHarness.wide)

            expect(prefetcher.pendingCount).to(equal(4))
        }

        @Test("renders the photos of the row above ahead when the grid is scrolled")
        func rowAbove() {
            harness.send(.character("G"))

            _ = harness.render(ViewHarness.wide)

            expect(prefetcher.pendingCount).to(equal(4))
        }
    }
}
