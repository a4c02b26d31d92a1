import MyCardsKit
import Nimble
import Testing

@Suite("CardOutline")
struct CardOutlineSpec {
    private static let landscape = PixelSize(width: 1000, height: 800)

    private static func aspect(_ rect: PixelRect) -> Double {
        Double(rect.width) / Double(rect.height)
    }

    private static func isInside(_ rect: PixelRect, _ size: PixelSize) -> Bool {
        rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= size.width && rect.y + rect.height <= size.height
    }

    @Suite("when centred in an image")
    struct Centred {
        @Test("has the proportions of an ID-1 card")
        func hasCardProportions() {
            let outline = CardOutline.centred(in: CardOutlineSpec.landscape)

            expect(CardOutlineSpec.aspect(outline.rect)).to(beCloseTo(85.60 / 53.98, within: 0.01 * 1.586))
        }

        @Test("takes the requested fraction of the largest card that fits")
        func takesFraction() {
            let outline = CardOutline.centred(in: CardOutlineSpec.landscape, fill: 0.8)

            expect(outline.rect.width) == 800
            expect(outline.rect.height) == 504
        }

        @Test("sits in the middle")
        func sitsInMiddle() {
            let outline = CardOutline.centred(in: CardOutlineSpec.landscape, fill: 0.8)

            expect(outline.rect) == PixelRect(x: 100, y: 148, width: 800, height: 504)
        }

        @Test("is limited by the height of a wide image")
        func limitedByHeight() {
            let outline = CardOutline.centred(in: PixelSize(width: 2000, height: 300), fill: 1)

            expect(outline.rect.height) == 300
            expect(outline.rect.width) == 475
        }

        @Test("stays landscape in a portrait image")
        func staysLandscape() {
            let outline = CardOutline.centred(in: PixelSize(width: 600, height: 1200), fill: 1)

            expect(outline.rect) == PixelRect(x: 0, y: 411, width: 600, height: 378)
        }

        @Test("covers a tiny image instead of vanishing")
        func coversTinyImage() {
            let outline = CardOutline.centred(in: PixelSize(width: 1, height: 1), fill: 0)

            expect(outline.rect) == PixelRect(x: 0, y: 0, width: 1, height: 1)
        }
    }

    @Suite("when moved")
    struct Moved {
        @Test("shifts by the given pixels")
        func shifts() {
            let outline = CardOutline.centred(in: CardOutlineSpec.landscape, fill: 0.5)

            let moved = outline.moved(dx: -30, dy: 12, within: CardOutlineSpec.landscape)

            expect(moved.rect)
                == PixelRect(
                    x: outline.rect.x - 30, y: outline.rect.y + 12, width: outline.rect.width,
                    height: outline.rect.height)
        }

        @Test("stops at the image's edges")
        func stopsAtEdges() {
            let outline = CardOutline.centred(in: CardOutlineSpec.landscape, fill: 0.5)

            let moved = outline.moved(dx: 5000, dy: -5000, within: CardOutlineSpec.landscape)

            expect(moved.rect.x + moved.rect.width) == 1000
            expect(moved.rect.y) == 0
        }

        @Test("shrinks to fit a smaller image")
        func shrinksToFit() {
            let outline = CardOutline.centred(in: CardOutlineSpec.landscape, fill: 1)
            let small = PixelSize(width: 300, height: 300)

            let moved = outline.moved(dx: 0, dy: 0, within: small)

            expect(CardOutlineSpec.isInside(moved.rect, small)).to(beTrue())
            expect(moved.rect.width) == 300
        }
    }

    @Suite("when resized")
    struct Resized {
        @Test("grows around the same centre")
        func growsAroundCentre() {
            let outline = CardOutline.centred(in: CardOutlineSpec.landscape, fill: 0.5)

            let resized = outline.resized(by: 100, within: CardOutlineSpec.landscape)

            expect(resized.rect.width) == outline.rect.width + 100
            expect(resized.rect.x) == outline.rect.x - 50
            expect(abs((resized.rect.y + resized.rect.height / 2) - (outline.rect.y + outline.rect.height / 2))) <= 1
        }

        @Test("keeps the card proportions")
        func keepsProportions() {
            let outline = CardOutline.centred(in: CardOutlineSpec.landscape, fill: 0.5)

            let resized = outline.resized(by: -137, within: CardOutlineSpec.landscape)

            expect(CardOutlineSpec.aspect(resized.rect)).to(beCloseTo(85.60 / 53.98, within: 0.01 * 1.586))
        }

        @Test("does not grow past the largest card that fits")
        func stopsAtLargest() {
            let outline = CardOutline.centred(in: CardOutlineSpec.landscape, fill: 0.9)

            let resized = outline.resized(by: 5000, within: CardOutlineSpec.landscape)

            expect(resized.rect.width) == 1000
            expect(CardOutlineSpec.isInside(resized.rect, CardOutlineSpec.landscape)).to(beTrue())
        }

        @Test("is pushed back inside when it grows past an edge")
        func pushedBackInside() {
            let outline = CardOutline.centred(in: CardOutlineSpec.landscape, fill: 0.3)
                .moved(dx: -1000, dy: -1000, within: CardOutlineSpec.landscape)

            let resized = outline.resized(by: 200, within: CardOutlineSpec.landscape)

            expect(resized.rect.x) == 0
            expect(resized.rect.y) == 0
        }

        @Test("does not shrink below the minimum width")
        func stopsAtMinimum() {
            let outline = CardOutline.centred(in: CardOutlineSpec.landscape)

            let resized = outline.resized(by: -5000, within: CardOutlineSpec.landscape)

            expect(resized.rect.width) == CardOutline.minimumWidth
            expect(resized.rect.height) == 40
        }
    }

    @Suite("when cropping")
    struct Cropping {
        @Test("cuts the image to the outline")
        func cutsToOutline() {
            let image = ImageFixtures.quadrants(width: 400, height: 300)
            let outline = CardOutline.centred(in: image.size, fill: 0.5)

            let cropped = outline.crop(image)

            expect(cropped.size) == outline.rect.size
            expect(cropped[0, 0]) == ImageFixtures.red
            expect(cropped[cropped.size.width - 1, cropped.size.height - 1]) == ImageFixtures.yellow
        }
    }
}
