import MyCardsKit
import Nimble
import Testing

@Suite("PixelRect")
struct PixelRectSpec {
    private static let image = PixelSize(width: 100, height: 50)

    @Suite("when clamped to an image")
    struct Clamped {
        @Test("keeps a rectangle that is already inside")
        func keepsInside() {
            let rect = PixelRect(x: 10, y: 5, width: 20, height: 10)

            expect(rect.clamped(to: PixelRectSpec.image)) == rect
        }

        @Test("cuts off the parts outside")
        func cutsOff() {
            let rect = PixelRect(x: -10, y: 40, width: 50, height: 30)

            expect(rect.clamped(to: PixelRectSpec.image)) == PixelRect(x: 0, y: 40, width: 40, height: 10)
        }

        @Test("keeps at least one pixel of a rectangle entirely outside")
        func keepsOnePixel() {
            let rect = PixelRect(x: 200, y: -80, width: 10, height: 10)

            expect(rect.clamped(to: PixelRectSpec.image)) == PixelRect(x: 99, y: 0, width: 1, height: 1)
        }
    }

    @Suite("when described")
    struct Described {
        @Test("gives its size and origin")
        func givesSizeAndOrigin() {
            let rect = PixelRect(x: 3, y: 4, width: 20, height: 10)

            expect(rect.description) == "20×10 at (3, 4)"
            expect(rect.size) == PixelSize(width: 20, height: 10)
        }
    }
}
