import MyCardsUI
import Nimble
import Testing

@Suite("GridLayout")
struct GridLayoutSpec {
    static let tile = Size(width: 20, height: 8)

    @Suite("when the area is wide")
    struct Wide {
        let layout = GridLayout(
            itemCount: 10, tileSize: GridLayoutSpec.tile, area: Rect(x: 0, y: 1, width: 100, height: 29))

        @Test("fits as many columns as the width allows")
        func fitsColumns() {
            expect(self.layout.columns).to(equal(4))
            expect(self.layout.isSingleColumn).to(beFalse())
        }

        @Test("counts rows and visible rows")
        func countsRows() {
            expect(self.layout.rowCount).to(equal(3))
            expect(self.layout.visibleRowCount).to(equal(3))
            expect(self.layout.maxFirstRow).to(equal(0))
        }

        @Test("centres the tiles horizontally")
        func centresTiles() {
            expect(self.layout.tileRect(for: 0, firstRow: 0)).to(equal(Rect(x: 7, y: 1, width: 20, height: 8)))
            expect(self.layout.tileRect(for: 5, firstRow: 0)).to(equal(Rect(x: 29, y: 10, width: 20, height: 8)))
        }

        @Test("finds the tile under a point")
        func hitsTile() {
            expect(self.layout.index(at: Point(x: 30, y: 12), firstRow: 0)).to(equal(5))
        }

        @Test("finds nothing in the gap between tiles")
        func missesGap() {
            expect(self.layout.index(at: Point(x: 27, y: 3), firstRow: 0)).to(beNil())
        }
    }

    @Suite("when the area is too narrow for two tiles")
    struct Narrow {
        let layout = GridLayout(
            itemCount: 5, tileSize: GridLayoutSpec.tile, area: Rect(x: 0, y: 1, width: 40, height: 9))

        @Test("lays the tiles out in one column spanning the width")
        func oneColumn() {
            expect(self.layout.isSingleColumn).to(beTrue())
            expect(self.layout.tileRect(for: 0, firstRow: 0)).to(equal(Rect(x: 0, y: 1, width: 40, height: 8)))
        }

        @Test("shows only the rows that fit")
        func showsFittingRows() {
            expect(self.layout.visibleRange(firstRow: 2)).to(equal(2..<3))
            expect(self.layout.tileRect(for: 1, firstRow: 2)).to(beNil())
        }
    }

    @Suite("when the area is shorter than a tile")
    struct Short {
        @Test("shows one clipped row")
        func clipsRow() {
            let layout = GridLayout(
                itemCount: 3, tileSize: GridLayoutSpec.tile, area: Rect(x: 0, y: 0, width: 50, height: 4))

            expect(layout.visibleRowCount).to(equal(1))
            expect(layout.tileRect(for: 1, firstRow: 0)?.height).to(equal(4))
        }
    }

    @Test("has no rows without items")
    func noRows() {
        let layout = GridLayout(
            itemCount: 0, tileSize: GridLayoutSpec.tile, area: Rect(x: 0, y: 0, width: 100, height: 30))

        expect(layout.rowCount).to(equal(0))
        expect(layout.visibleRange(firstRow: 0)).to(beEmpty())
    }
}
