import MyCardsUI
import Nimble
import Testing

@Suite("TileGridState")
struct TileGridStateSpec {
    /// 10 items in 4 columns, 2 rows visible: rows 0–3, 4–7, 8–9.
    static let layout = GridLayout(
        itemCount: 10, tileSize: Size(width: 20, height: 8), area: Rect(x: 0, y: 0, width: 100, height: 17))

    static func moved(from selection: Int, _ movements: Movement...) -> TileGridState {
        var state = TileGridState()
        state.select(selection, in: layout)
        for movement in movements { state.move(movement, in: layout) }
        return state
    }

    @Suite("when moving")
    struct Moving {
        @Test(
            "goes to the neighbouring tile",
            arguments: [
                (Movement.right, 6), (.left, 4), (.down, 9), (.up, 1), (.first, 0), (.last, 9), (.pageUp, 1),
                (.pageDown, 9),
            ] as [(Movement, Int)])
        func movesToNeighbour(movement: Movement, expected: Int) {
            let state = TileGridStateSpec.moved(from: 5, movement)

            expect(state.selection).to(equal(expected))
        }

        @Test("lands on the last item when the row below is shorter")
        func landsOnShortRow() {
            let state = TileGridStateSpec.moved(from: 7, .down)

            expect(state.selection).to(equal(9))
        }

        @Test("stays put at the edges")
        func staysAtEdges() {
            let top = TileGridStateSpec.moved(from: 2, .up)
            let bottom = TileGridStateSpec.moved(from: 9, .down, .right)

            expect(top.selection).to(equal(2))
            expect(bottom.selection).to(equal(9))
        }
    }

    @Suite("when the selection leaves the visible rows")
    struct Scrolling {
        @Test("scrolls down to show it")
        func scrollsDown() {
            let state = TileGridStateSpec.moved(from: 5, .down)

            expect(state.firstRow).to(equal(1))
            expect(state.visibleRange(in: TileGridStateSpec.layout)).to(equal(4..<10))
        }

        @Test("scrolls back up to show it")
        func scrollsUp() {
            let state = TileGridStateSpec.moved(from: 9, .first)

            expect(state.firstRow).to(equal(0))
        }

        @Test("maps points through the scroll position")
        func hitTestsScrolled() {
            let state = TileGridStateSpec.moved(from: 9)

            expect(state.index(at: Point(x: 10, y: 2), in: TileGridStateSpec.layout)).to(equal(4))
            expect(state.tileRect(for: 8, in: TileGridStateSpec.layout)?.y).to(equal(9))
        }
    }

    @Suite("when the items change")
    struct ItemsChange {
        @Test("clamps the selection to the last item")
        func clamps() {
            var state = TileGridStateSpec.moved(from: 9)
            let fewer = GridLayout(
                itemCount: 3, tileSize: Size(width: 20, height: 8), area: Rect(x: 0, y: 0, width: 100, height: 17))

            state.keepSelectionVisible(in: fewer)

            expect(state.selection).to(equal(2))
            expect(state.firstRow).to(equal(0))
        }

        @Test("keeps 0 when there are no items")
        func emptyGrid() {
            var state = TileGridState(selection: 4)
            let empty = GridLayout(
                itemCount: 0, tileSize: Size(width: 20, height: 8), area: Rect(x: 0, y: 0, width: 100, height: 17))

            state.move(.down, in: empty)

            expect(state.selection).to(equal(0))
        }
    }
}
