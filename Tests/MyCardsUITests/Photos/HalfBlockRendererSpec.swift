import MyCardsKit
import MyCardsUI
import Nimble
import Testing

@Suite("HalfBlockRenderer")
struct HalfBlockRendererSpec {
    @Suite("when rasterising in 256 colours")
    struct HalfBlocks {
        let renderer = HalfBlockRenderer()

        @Test("draws two stacked pixels as one upper half block")
        func halfBlock() {
            let image = PhotoFixtures.quadrants(width: 2, height: 2)

            let raster = renderer.rasterize(image, mode: .palette256)

            expect(raster.size).to(equal(Size(width: 2, height: 1)))
            expect(raster.cells.map(\.character)).to(equal(["▀", "▀"]))
        }

        @Test("paints the top pixel in the foreground and the bottom one in the background")
        func foregroundTopBackgroundBottom() {
            let image = PhotoFixtures.quadrants(width: 2, height: 2)

            let raster = renderer.rasterize(image, mode: .palette256)

            expect(raster[0, 0].style).to(equal(Style(foreground: .palette(196), background: .palette(21))))
            expect(raster[1, 0].style).to(equal(Style(foreground: .palette(46), background: .palette(231))))
        }

        @Test("leaves the bottom half of an odd last row to the terminal")
        func oddHeight() {
            let image = RGBAImage(size: PixelSize(width: 1, height: 3), filledWith: PhotoFixtures.red)

            let raster = renderer.rasterize(image, mode: .palette256)

            expect(raster.size).to(equal(Size(width: 1, height: 2)))
            expect(raster[0, 1].style).to(equal(Style(foreground: .palette(196), background: .terminalDefault)))
        }
    }

    @Suite("when rasterising in 24-bit colour")
    struct TrueColor {
        let renderer = HalfBlockRenderer()

        @Test("paints each pixel in its own colour, top in the foreground, bottom in the background")
        func ownColours() {
            let navy = RGBA(red: 0x1B, green: 0x2A, blue: 0x4A)
            let image = PhotoFixtures.image(width: 1, height: 2) { _, y in y == 0 ? navy : PhotoFixtures.white }

            let raster = renderer.rasterize(image, mode: .trueColor)

            expect(raster[0, 0].character).to(equal(HalfBlockRenderer.halfBlock))
            expect(raster[0, 0].style).to(
                equal(
                    Style(
                        foreground: .rgb(red: 0x1B, green: 0x2A, blue: 0x4A),
                        background: .rgb(red: 255, green: 255, blue: 255))))
        }

        @Test("composites a translucent pixel over the background colour")
        func translucent() {
            let image = RGBAImage(
                size: PixelSize(width: 1, height: 1), filledWith: RGBA(red: 255, green: 255, blue: 255, alpha: 0))

            let raster = renderer.rasterize(image, mode: .trueColor)

            expect(raster[0, 0].style).to(
                equal(Style(foreground: .rgb(red: 28, green: 28, blue: 28), background: .terminalDefault)))
        }
    }

    @Suite("when colours are missing")
    struct Shades {
        let renderer = HalfBlockRenderer()

        @Test("splits brightness into five shade bands")
        func bands() {
            let levels = [0, 51, 52, 102, 103, 153, 154, 204, 205, 255]

            let shades = levels.map { HalfBlockRenderer.shade(forLuminance: $0) }

            expect(shades).to(equal([" ", " ", "░", "░", "▒", "▒", "▓", "▓", "█", "█"]))
        }

        @Test("shades a cell by the mean brightness of its two pixels")
        func meanOfPair() {
            let image = PhotoFixtures.image(width: 1, height: 2) { _, y in
                y == 0 ? PhotoFixtures.white : PhotoFixtures.black
            }

            let raster = renderer.rasterize(image, mode: .monochrome)

            expect(raster[0, 0]).to(equal(Cell(character: "▒")))
        }

        @Test("uses the terminal's default colours in basic mode too")
        func basicMode() {
            let image = RGBAImage(size: PixelSize(width: 1, height: 2), filledWith: PhotoFixtures.white)

            let raster = renderer.rasterize(image, mode: .basic)

            expect(raster[0, 0]).to(equal(Cell(character: "█")))
        }

        @Test("shades an odd last row by its only pixel")
        func oddRow() {
            let image = RGBAImage(size: PixelSize(width: 1, height: 1), filledWith: PhotoFixtures.white)

            let raster = renderer.rasterize(image, mode: .monochrome)

            expect(raster[0, 0].character).to(equal("█"))
        }
    }

    @Suite("when fitting an image into cells")
    struct Fitting {
        @Test("gives a wide photo the rows its aspect ratio needs")
        func widePhoto() {
            let size = HalfBlockRenderer.fittedSize(
                for: PixelSize(width: 600, height: 338), in: Size(width: 40, height: 30)
            )

            expect(size).to(equal(Size(width: 40, height: 11)))
        }

        @Test("limits a tall image by the rows available")
        func tallImage() {
            let size = HalfBlockRenderer.fittedSize(
                for: PixelSize(width: 300, height: 600), in: Size(width: 40, height: 10)
            )

            expect(size).to(equal(Size(width: 10, height: 10)))
        }

        @Test("keeps at least one row for a very wide image")
        func veryWide() {
            let size = HalfBlockRenderer.fittedSize(
                for: PixelSize(width: 1000, height: 10), in: Size(width: 20, height: 5)
            )

            expect(size).to(equal(Size(width: 20, height: 1)))
        }

        @Test("fits nothing into no cells")
        func noCells() {
            let size = HalfBlockRenderer.fittedSize(
                for: PixelSize(width: 10, height: 10), in: Size(width: 0, height: 5))

            expect(size).to(equal(.zero))
        }

        @Test("renders exactly the fitted size")
        func renderedSize() {
            let image = RGBAImage(size: PixelSize(width: 600, height: 338), filledWith: PhotoFixtures.red)

            let raster = HalfBlockRenderer().render(image, fitting: Size(width: 40, height: 30), mode: .palette256)

            expect(raster.size).to(equal(Size(width: 40, height: 11)))
            expect(raster.sourceSize).to(equal(image.size))
        }

        @Test("renders an empty raster into an empty area")
        func emptyArea() {
            let image = RGBAImage(size: PixelSize(width: 4, height: 4), filledWith: PhotoFixtures.red)

            let raster = HalfBlockRenderer().render(image, fitting: .zero, mode: .palette256)

            expect(raster.cells).to(beEmpty())
        }
    }

    @Suite("when compared with its source image")
    struct Fidelity {
        @Test("shows each quadrant of the image in its own colour")
        func quadrants() {
            let image = PhotoFixtures.quadrants(width: 128, height: 128)
            let expected: [(columns: Range<Int>, rows: Range<Int>, color: Color)] = [
                (0..<7, 0..<3, .palette(196)), (9..<16, 0..<3, .palette(46)),
                (0..<7, 5..<8, .palette(21)), (9..<16, 5..<8, .palette(231)),
            ]

            let raster = HalfBlockRenderer().render(image, fitting: Size(width: 16, height: 20), mode: .palette256)

            expect(raster.size).to(equal(Size(width: 16, height: 8)))
            for quadrant in expected {
                for y in quadrant.rows {
                    for x in quadrant.columns {
                        let colours = [raster[x, y].style.foreground, raster[x, y].style.background]
                        expect(colours).to(equal([quadrant.color, quadrant.color]), description: "cell \(x),\(y)")
                    }
                }
            }
        }
    }
}
