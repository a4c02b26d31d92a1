import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

/// `ImageDecoder.validate`: what a download checks on every photo. A PNG is walked, not decoded; it must still
/// refuse whatever arrives damaged.
@Suite("ImageDecoder validation")
struct ImageValidationSpec {
    private static func expectCorrupt(_ data: Data) {
        expect(thrown(ImageError.self) { try ImageDecoder.validate(data) }).to(beCorrupt())
    }

    @Suite("when a PNG is whole")
    struct WholePNG {
        @Test("gives its format and size")
        func givesFormatAndSize() throws {
            let data = ImageFixtures.png(ImageFixtures.gradient(width: 64, height: 48))

            let (format, size) = try ImageDecoder.validate(data)

            expect(format) == .png
            expect(size) == PixelSize(width: 64, height: 48)
        }

        @Test("accepts a damaged ancillary chunk, which the decoder only warns about")
        func acceptsDamagedAncillaryChunk() throws {
            var text = ImageFixtures.chunk("tEXt", Data("Comment\u{0}hello".utf8))
            text[text.count - 1] ^= 0xFF

            expect(try ImageDecoder.validate(ImageFixtures.png(inserting: text)).format) == .png
        }
    }

    @Suite("when a PNG is damaged")
    struct DamagedPNG {
        @Test("refuses one cut short")
        func refusesCutShort() {
            let data = ImageFixtures.png()

            ImageValidationSpec.expectCorrupt(Data(data.prefix(data.count - 5)))
        }

        @Test("refuses a byte of its image data changed in transit")
        func refusesChangedByte() {
            var data = ImageFixtures.png()
            data[data.count / 2] ^= 0x01

            ImageValidationSpec.expectCorrupt(data)
        }

        @Test("refuses an unknown critical chunk")
        func refusesUnknownCriticalChunk() {
            ImageValidationSpec.expectCorrupt(ImageFixtures.png(inserting: ImageFixtures.chunk("XYZW", Data([1]))))
        }

        @Test("refuses a header with an impossible bit depth")
        func refusesImpossibleDepth() {
            var data = ImageFixtures.png()
            data[24] = 3

            ImageValidationSpec.expectCorrupt(data)
        }

        @Test("refuses a PNG without image data")
        func refusesNoImageData() {
            ImageValidationSpec.expectCorrupt(
                ImageFixtures.pngSignatureAndHeader() + ImageFixtures.chunk("IEND", Data()))
        }
    }

    @Suite("when a PNG header claims 100000×100000 pixels")
    struct PNGBomb {
        @Test("refuses it as too large")
        func refusesAsTooLarge() {
            expect { try ImageDecoder.validate(ImageFixtures.pngBomb()) }.to(
                throwError(ImageError.dimensionsTooLarge(PixelSize(width: 100_000, height: 100_000))))
        }
    }

    @Suite("when a JPEG's compressed pixels are scrambled")
    struct DamagedJPEG {
        @Test("refuses it: a JPEG is decoded, as only decoding finds that")
        func refusesScrambledBody() {
            ImageValidationSpec.expectCorrupt(ImageFixtures.jpegWithCorruptBody())
        }
    }
}
