import MyCardsKit
import MyCardsUI
import Nimble
import Testing

@Suite("PhotoRaster")
struct PhotoRasterSpec {
    static func letters(_ rows: [String]) -> PhotoRaster {
        let cells = rows.flatMap { $0.map { Cell(character: $0) } }
        let size = Size(width: rows.first?.count ?? 0, height: rows.count)
        return PhotoRaster(size: size, sourceSize: PixelSize(width: size.width, height: 2 * size.height), cells: cells)!
    }

    @Suite("when made")
    struct Making {
        @Test("refuses cells that do not fill the size")
        func wrongCount() {
            let raster = PhotoRaster(
                size: Size(width: 2, height: 2), sourceSize: PixelSize(width: 2, height: 4), cells: [.blank]
            )

            expect(raster).to(beNil())
        }

        @Test("answers a blank cell outside its grid")
        func outside() {
            let raster = PhotoRasterSpec.letters(["ab"])

            expect(raster[2, 0]).to(equal(.blank))
        }
    }

    @Suite("when drawn")
    struct Drawing {
        @Test("copies its cells to the origin given")
        func copies() {
            var buffer = ScreenBuffer(size: Size(width: 5, height: 3))

            PhotoRasterSpec.letters(["ab", "cd"]).draw(into: &buffer, at: Point(x: 2, y: 1))

            expect(buffer.text()).to(equal("\n  ab\n  cd"))
        }

        @Test("keeps the cells' styles")
        func styles() {
            let style = Style(foreground: .palette(196), background: .palette(21))
            let raster = PhotoRaster(
                size: Size(width: 1, height: 1), sourceSize: PixelSize(width: 1, height: 2),
                cells: [Cell(character: "▀", style: style)]
            )!
            var buffer = ScreenBuffer(size: Size(width: 2, height: 2))

            raster.draw(into: &buffer, at: Point(x: 1, y: 1))

            expect(buffer[1, 1].style).to(equal(style))
        }

        @Test("blanks the outer halves of wide characters its rows cut")
        func cutsWideCharacters() {
            var buffer = ScreenBuffer(size: Size(width: 6, height: 1))
            buffer.write("北京茶", at: .zero)

            PhotoRasterSpec.letters(["ab"]).draw(into: &buffer, at: Point(x: 1, y: 0))

            expect(buffer.text()).to(equal(" ab 茶"))
        }

        @Test("draws a row holding a wide character cell by cell")
        func drawsWideCell() {
            var buffer = ScreenBuffer(size: Size(width: 4, height: 1))
            let raster = PhotoRaster(
                size: Size(width: 2, height: 1), sourceSize: PixelSize(width: 2, height: 2),
                cells: [Cell(character: "a"), Cell(character: "北")])!

            raster.draw(into: &buffer, at: .zero)

            expect(buffer.text()).to(equal("a北"))
        }

        @Test("clips what falls outside the buffer")
        func clips() {
            var buffer = ScreenBuffer(size: Size(width: 2, height: 2))

            PhotoRasterSpec.letters(["abc", "def", "ghi"]).draw(into: &buffer, at: Point(x: -1, y: 1))

            expect(buffer.text()).to(equal("\nbc"))
        }
    }

    @Suite("when pixels are mapped to cells")
    struct Mapping {
        let raster = HalfBlockRenderer().render(
            RGBAImage(size: PixelSize(width: 600, height: 338), filledWith: PhotoFixtures.red),
            fitting: Size(width: 40, height: 30), mode: .palette256
        )

        @Test("covers the whole raster with the whole image")
        func wholeImage() {
            let cells = raster.cellRect(covering: PixelRect(x: 0, y: 0, width: 600, height: 338))

            expect(cells).to(equal(Rect(x: 0, y: 0, width: 40, height: 11)))
        }

        @Test("rounds a rectangle's position and size to the nearest cells")
        func partial() {
            let cells = raster.cellRect(covering: PixelRect(x: 150, y: 0, width: 300, height: 169))

            expect(cells).to(equal(Rect(x: 10, y: 0, width: 20, height: 6)))
        }

        @Test("clips a rectangle that leaves the image")
        func clipped() {
            let cells = raster.cellRect(covering: PixelRect(x: 450, y: 169, width: 600, height: 600))

            expect(cells).to(equal(Rect(x: 30, y: 6, width: 10, height: 5)))
        }

        @Test("keeps a moving rectangle's size in cells, so an outline does not wobble")
        func steadySize() {
            let sizes = stride(from: 0, through: 60, by: 3).map { offset in
                raster.cellRect(covering: PixelRect(x: 100 + offset, y: 40 + offset, width: 280, height: 177)).size
            }

            expect(Set(sizes)).to(equal([Size(width: 19, height: 6)]))
        }

        @Test("maps nothing on an empty raster")
        func emptyRaster() {
            let empty = PhotoRaster.empty(sourceSize: PixelSize(width: 0, height: 0))

            let cells = empty.cellRect(covering: PixelRect(x: 0, y: 0, width: 10, height: 10))

            expect(cells.isEmpty).to(beTrue())
        }
    }
}
