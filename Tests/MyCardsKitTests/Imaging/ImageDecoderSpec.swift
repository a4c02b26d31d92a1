import Foundation
import MyCardsKit
import Nimble
import Testing

@Suite("ImageDecoder")
struct ImageDecoderSpec {
    @Suite("when inspecting a PNG")
    struct InspectingPNG {
        @Test("reports the format and size from the header")
        func reportsFormatAndSize() throws {
            let data = ImageFixtures.png(ImageFixtures.gradient(width: 30, height: 20))

            let header = try ImageDecoder.inspect(data)

            expect(header.format) == .png
            expect(header.size) == PixelSize(width: 30, height: 20)
        }

        @Test("needs only the header, not the pixel data")
        func needsOnlyTheHeader() throws {
            let data = ImageFixtures.png(ImageFixtures.gradient(width: 30, height: 20)).prefix(33)

            let header = try ImageDecoder.inspect(Data(data))

            expect(header.size) == PixelSize(width: 30, height: 20)
        }
    }

    @Suite("when inspecting a JPEG")
    struct InspectingJPEG {
        @Test("reports the format and size from the header")
        func reportsFormatAndSize() throws {
            let data = ImageFixtures.jpeg(ImageFixtures.gradient(width: 40, height: 25))

            let header = try ImageDecoder.inspect(data)

            expect(header.format) == .jpeg
            expect(header.size) == PixelSize(width: 40, height: 25)
        }
    }

    @Suite("when decoding a PNG")
    struct DecodingPNG {
        @Test("gives back the exact pixels that were encoded")
        func givesBackExactPixels() throws {
            let image = ImageFixtures.gradient(width: 33, height: 17)

            let decoded = try ImageDecoder.decode(try PNGEncoder.encode(image))

            expect(decoded) == image
        }

        @Test("keeps transparency")
        func keepsTransparency() throws {
            let image = RGBAImage(
                size: PixelSize(width: 3, height: 2), filledWith: RGBA(red: 9, green: 8, blue: 7, alpha: 100))

            let decoded = try ImageDecoder.decode(try PNGEncoder.encode(image))

            expect(decoded[1, 1]) == RGBA(red: 9, green: 8, blue: 7, alpha: 100)
        }
    }

    @Suite("when decoding a JPEG")
    struct DecodingJPEG {
        @Test("keeps the size")
        func keepsTheSize() throws {
            let image = ImageFixtures.quadrants(width: 64, height: 48)

            let decoded = try ImageDecoder.decode(try JPEGEncoder.encode(image))

            expect(decoded.size) == PixelSize(width: 64, height: 48)
        }

        @Test("keeps the colours within the tolerance of lossy compression")
        func keepsTheColours() throws {
            let image = ImageFixtures.quadrants(width: 64, height: 64)

            let decoded = try ImageDecoder.decode(try JPEGEncoder.encode(image, quality: 90))

            expect(decoded[16, 16]).to(beClose(to: ImageFixtures.red, within: 12))
            expect(decoded[48, 16]).to(beClose(to: ImageFixtures.green, within: 12))
            expect(decoded[16, 48]).to(beClose(to: ImageFixtures.blue, within: 12))
            expect(decoded[48, 48]).to(beClose(to: ImageFixtures.yellow, within: 12))
        }

        @Test("makes every pixel opaque")
        func makesPixelsOpaque() throws {
            let image = RGBAImage(
                size: PixelSize(width: 8, height: 8), filledWith: RGBA(red: 1, green: 2, blue: 3, alpha: 0))

            let decoded = try ImageDecoder.decode(try JPEGEncoder.encode(image))

            expect(decoded[4, 4].alpha) == 255
        }
    }
}

/// Each channel of the actual colour within `tolerance` of the expected one.
func beClose(to expected: RGBA, within tolerance: Int) -> Matcher<RGBA> {
    Matcher.simple("be within \(tolerance) of \(expected)") { expression in
        guard let actual = try expression.evaluate() else { return .fail }
        let channels = [
            (actual.red, expected.red), (actual.green, expected.green), (actual.blue, expected.blue),
            (actual.alpha, expected.alpha),
        ]
        return MatcherStatus(bool: channels.allSatisfy { abs(Int($0.0) - Int($0.1)) <= tolerance })
    }
}
