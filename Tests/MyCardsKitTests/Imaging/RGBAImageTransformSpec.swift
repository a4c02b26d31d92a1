import MyCardsKit
import Nimble
import Testing

@Suite("RGBAImage transforms")
struct RGBAImageTransformSpec {
    @Suite("when scaled down")
    struct ScaledDown {
        @Test("has the requested size")
        func hasRequestedSize() {
            let image = ImageFixtures.gradient(width: 64, height: 48)

            let scaled = image.scaled(to: PixelSize(width: 10, height: 7))

            expect(scaled.size) == PixelSize(width: 10, height: 7)
        }

        @Test("averages the pixels each output pixel covers")
        func averagesPixels() {
            let stripes = ImageFixtures.draw(width: 4, height: 2) { x, _ in
                x % 2 == 0 ? RGBA(red: 0, green: 0, blue: 0) : RGBA(red: 200, green: 100, blue: 50)
            }

            let scaled = stripes.scaled(to: PixelSize(width: 2, height: 1))

            expect(scaled[0, 0]) == RGBA(red: 100, green: 50, blue: 25)
            expect(scaled[1, 0]) == RGBA(red: 100, green: 50, blue: 25)
        }

        @Test("weights pixels by how much of them an output pixel covers")
        func weightsPartialCoverage() {
            let image = ImageFixtures.draw(width: 3, height: 1) { x, _ in
                x == 1 ? RGBA(red: 0, green: 0, blue: 0) : RGBA(red: 240, green: 240, blue: 240)
            }

            let scaled = image.scaled(to: PixelSize(width: 2, height: 1))

            // Each output pixel covers 1 white pixel and half of the black one: 240 / 1.5.
            expect(scaled[0, 0]) == RGBA(red: 160, green: 160, blue: 160)
        }

        @Test("does not let transparent pixels darken visible ones")
        func ignoresTransparentColour() {
            let image = ImageFixtures.draw(width: 2, height: 1) { x, _ in
                x == 0 ? RGBA(red: 0, green: 0, blue: 0, alpha: 0) : RGBA(red: 200, green: 100, blue: 0)
            }

            let scaled = image.scaled(to: PixelSize(width: 1, height: 1))

            expect(scaled[0, 0]) == RGBA(red: 200, green: 100, blue: 0, alpha: 128)
        }

        @Test("gives an opaque image the colours a translucent one gets where their pixels are the same")
        func opaqueMatchesTranslucent() {
            // Boxes of exactly 4×4: the one translucent pixel, in the last box, reaches no other output pixel.
            let opaque = ImageFixtures.gradient(width: 64, height: 48)
            var pixels = opaque.pixels
            pixels[pixels.count - 1] = 254
            let translucent = RGBAImage(size: opaque.size, pixels: pixels)!

            let fromOpaque = opaque.scaled(to: PixelSize(width: 16, height: 12))
            let fromTranslucent = translucent.scaled(to: PixelSize(width: 16, height: 12))

            expect(Array(fromOpaque.pixels.dropLast(4))) == Array(fromTranslucent.pixels.dropLast(4))
        }

        @Test("averages an opaque image's colours, rounded to the nearest")
        func averagesOpaque() {
            let colours = [
                RGBA(red: 10, green: 200, blue: 0), RGBA(red: 30, green: 170, blue: 8),
                RGBA(red: 12, green: 200, blue: 50), RGBA(red: 31, green: 170, blue: 57),
            ]
            let image = ImageFixtures.draw(width: 2, height: 2) { x, y in colours[y * 2 + x] }

            let scaled = image.scaled(to: PixelSize(width: 1, height: 1))

            // 83 / 4 = 20.75, 740 / 4 = 185, 115 / 4 = 28.75
            expect(scaled[0, 0]) == RGBA(red: 21, green: 185, blue: 29)
        }

        @Test("keeps a plain image plain")
        func keepsPlain() {
            let image = RGBAImage(size: PixelSize(width: 97, height: 61), filledWith: ImageFixtures.green)

            let scaled = image.scaled(to: PixelSize(width: 13, height: 8))

            expect(scaled) == RGBAImage(size: PixelSize(width: 13, height: 8), filledWith: ImageFixtures.green)
        }
    }

    @Suite("when scaled up")
    struct ScaledUp {
        @Test("interpolates between neighbouring pixels")
        func interpolates() {
            let image = ImageFixtures.draw(width: 2, height: 1) { x, _ in
                x == 0 ? RGBA(red: 0, green: 0, blue: 0) : RGBA(red: 200, green: 200, blue: 200)
            }

            let scaled = image.scaled(to: PixelSize(width: 4, height: 2))

            expect(scaled[0, 0]) == RGBA(red: 0, green: 0, blue: 0)
            expect(scaled[1, 1]) == RGBA(red: 50, green: 50, blue: 50)
            expect(scaled[2, 0]) == RGBA(red: 150, green: 150, blue: 150)
            expect(scaled[3, 1]) == RGBA(red: 200, green: 200, blue: 200)
        }
    }

    @Suite("when scaled to its own size or less than a pixel")
    struct ScaledTrivially {
        @Test("returns the same image for its own size")
        func returnsSame() {
            let image = ImageFixtures.gradient()

            expect(image.scaled(to: image.size)) == image
        }

        @Test("makes at least one pixel")
        func makesOnePixel() {
            let image = ImageFixtures.gradient()

            expect(image.scaled(to: PixelSize(width: 0, height: -3)).size) == PixelSize(width: 1, height: 1)
        }
    }

    @Suite("when scaled to fit")
    struct ScaledToFit {
        @Test("shrinks a wide image to the width of the bounds")
        func shrinksWide() {
            let image = ImageFixtures.gradient(width: 200, height: 100)

            expect(image.scaledToFit(PixelSize(width: 50, height: 50)).size) == PixelSize(width: 50, height: 25)
        }

        @Test("shrinks a tall image to the height of the bounds")
        func shrinksTall() {
            let image = ImageFixtures.gradient(width: 100, height: 300)

            expect(image.scaledToFit(PixelSize(width: 60, height: 60)).size) == PixelSize(width: 20, height: 60)
        }

        @Test("enlarges a small image")
        func enlargesSmall() {
            let image = ImageFixtures.gradient(width: 16, height: 10)

            expect(image.scaledToFit(PixelSize(width: 80, height: 80)).size) == PixelSize(width: 80, height: 50)
        }
    }

    @Suite("when cropped")
    struct Cropped {
        @Test("keeps the pixels inside the rectangle")
        func keepsInside() {
            let image = ImageFixtures.quadrants(width: 8, height: 8)

            let cropped = image.cropped(to: PixelRect(x: 4, y: 0, width: 4, height: 4))

            expect(cropped) == RGBAImage(size: PixelSize(width: 4, height: 4), filledWith: ImageFixtures.green)
        }

        @Test("clamps a rectangle that reaches outside the image")
        func clamps() {
            let image = ImageFixtures.quadrants(width: 8, height: 8)

            let cropped = image.cropped(to: PixelRect(x: 6, y: 6, width: 10, height: 10))

            expect(cropped) == RGBAImage(size: PixelSize(width: 2, height: 2), filledWith: ImageFixtures.yellow)
        }

        @Test("returns the whole image for a rectangle covering it")
        func returnsWhole() {
            let image = ImageFixtures.gradient(width: 8, height: 8)

            expect(image.cropped(to: PixelRect(x: -5, y: -5, width: 50, height: 50))) == image
        }
    }
}
