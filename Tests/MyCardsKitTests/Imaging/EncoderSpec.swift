import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@Suite("PNGEncoder")
struct PNGEncoderSpec {
    @Suite("when encoding an image")
    struct Encoding {
        @Test("writes a PNG signature")
        func writesSignature() throws {
            let data = try PNGEncoder.encode(ImageFixtures.gradient())

            expect([UInt8](data.prefix(8))) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        }

        @Test("compresses a plain image well below its raw size")
        func compresses() throws {
            let image = RGBAImage(size: PixelSize(width: 100, height: 100), filledWith: ImageFixtures.blue)

            let data = try PNGEncoder.encode(image)

            expect(data.count) < 1000
        }
    }
}

@Suite("JPEGEncoder")
struct JPEGEncoderSpec {
    @Suite("when encoding an image")
    struct Encoding {
        @Test("writes a JPEG start-of-image marker")
        func writesMarker() throws {
            let data = try JPEGEncoder.encode(ImageFixtures.gradient())

            expect([UInt8](data.prefix(3))) == [0xFF, 0xD8, 0xFF]
        }

        @Test("writes fewer bytes at lower quality")
        func lowerQualityIsSmaller() throws {
            let image = ImageFixtures.gradient(width: 96, height: 64)

            let low = try JPEGEncoder.encode(image, quality: 10)
            let high = try JPEGEncoder.encode(image, quality: 95)

            expect(low.count) < high.count
        }

        @Test("clamps an out-of-range quality")
        func clampsQuality() throws {
            let image = ImageFixtures.gradient()

            let clamped = try JPEGEncoder.encode(image, quality: 500)

            expect(clamped) == (try JPEGEncoder.encode(image, quality: 100))
        }

        @Test("fails on an image wider than JPEG allows")
        func failsOnTooWide() {
            let image = RGBAImage(size: PixelSize(width: 70_000, height: 1), filledWith: ImageFixtures.red)

            expect(thrown(ImageError.self) { try JPEGEncoder.encode(image) }).to(
                map(
                    { failure -> String? in
                        guard case .encodingFailed(let detail) = failure else { return nil }
                        return detail
                    }, not(beEmpty())))
        }

        @Test("grows its output buffer for large images")
        func growsItsBuffer() throws {
            let image = ImageFixtures.gradient(width: 400, height: 300)

            let data = try JPEGEncoder.encode(image, quality: 100)

            expect(data.count) > 64 * 1024
            expect(try ImageDecoder.decode(data).size) == image.size
        }
    }
}
