import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@Suite("ImageDecoder errors")
struct ImageDecoderErrorsSpec {
    @Suite("when the data is empty")
    struct Empty {
        @Test("refuses it as empty")
        func refusesAsEmpty() {
            expect { try ImageDecoder.decode(Data()) }.to(throwError(ImageError.empty))
        }
    }

    @Suite("when the data is neither PNG nor JPEG")
    struct Unsupported {
        @Test("refuses random bytes as an unsupported format")
        func refusesRandomBytes() {
            var generator = SystemRandomNumberGenerator()
            let data = Data([0x42] + (0..<512).map { _ in UInt8.random(in: 0...255, using: &generator) })

            expect { try ImageDecoder.inspect(data) }.to(throwError(ImageError.unsupportedFormat))
        }

        @Test("refuses a GIF as an unsupported format")
        func refusesGIF() {
            let data = Data("GIF89a".utf8 + [1, 0, 1, 0, 0, 0, 0])

            expect { try ImageDecoder.decode(data) }.to(throwError(ImageError.unsupportedFormat))
        }
    }

    @Suite("when the data is over 32 MiB")
    struct TooManyBytes {
        @Test("refuses it before looking at the header")
        func refusesIt() {
            var data = ImageFixtures.png()
            data.append(Data(count: ImageLimits.maximumBytes + 1 - data.count))

            expect { try ImageDecoder.inspect(data) }.to(
                throwError(ImageError.fileTooLarge(bytes: ImageLimits.maximumBytes + 1)))
        }
    }

    @Suite("when a PNG header claims 100000×100000 pixels")
    struct PNGBomb {
        @Test("refuses it as too large on inspection")
        func refusesOnInspection() {
            expect { try ImageDecoder.inspect(ImageFixtures.pngBomb()) }.to(
                throwError(ImageError.dimensionsTooLarge(PixelSize(width: 100_000, height: 100_000))))
        }

        @Test("refuses to decode it")
        func refusesToDecode() {
            expect { try ImageDecoder.decode(ImageFixtures.pngBomb()) }.to(
                throwError(ImageError.dimensionsTooLarge(PixelSize(width: 100_000, height: 100_000))))
        }

        @Test("refuses one side over the limit")
        func refusesOneSide() {
            let data = ImageFixtures.pngBomb(width: 8193, height: 10)

            expect { try ImageDecoder.decode(data) }.to(
                throwError(ImageError.dimensionsTooLarge(PixelSize(width: 8193, height: 10))))
        }
    }

    @Suite("when a JPEG header claims more than 8192 pixels")
    struct JPEGBomb {
        @Test("refuses it as too large")
        func refusesIt() {
            let data = ImageFixtures.jpegClaiming(width: 9000, height: 40)

            expect { try ImageDecoder.decode(data) }.to(
                throwError(ImageError.dimensionsTooLarge(PixelSize(width: 9000, height: 40))))
        }
    }

    @Suite("when a PNG is truncated")
    struct TruncatedPNG {
        @Test("refuses it as corrupt")
        func refusesAsCorrupt() {
            let data = ImageFixtures.png()
            let truncated = Data(data.prefix(data.count / 2))

            expect(thrown(ImageError.self) { try ImageDecoder.decode(truncated) }).to(beCorrupt())
        }

        @Test("refuses a PNG cut inside its header as corrupt")
        func refusesCutHeader() {
            let truncated = Data(ImageFixtures.png().prefix(20))

            expect(thrown(ImageError.self) { try ImageDecoder.inspect(truncated) }).to(beCorrupt())
        }
    }

    @Suite("when a PNG is damaged")
    struct DamagedPNG {
        @Test("refuses a missing IHDR chunk as corrupt")
        func refusesMissingIHDR() {
            var data = ImageFixtures.png()
            data[12] = UInt8(ascii: "X")

            expect(thrown(ImageError.self) { try ImageDecoder.inspect(data) }).to(beCorrupt())
        }

        @Test("refuses zero dimensions as corrupt")
        func refusesZeroDimensions() {
            expect(thrown(ImageError.self) { try ImageDecoder.inspect(ImageFixtures.pngBomb(width: 0, height: 5)) }).to(
                beCorrupt())
        }

        @Test("refuses a byte of its image data changed in transit, which the chunk's CRC-32 catches")
        func refusesChangedImageData() {
            var data = ImageFixtures.png()
            let idat = data.range(of: Data("IDAT".utf8))!.upperBound
            data[idat + 20] ^= 0x10  // inside the payload; the CRC-32 after it is left as it was

            expect(thrown(ImageError.self) { try ImageDecoder.decode(data) }).to(beCorrupt())
        }

        @Test("refuses image data that does not inflate, even under a correct CRC-32")
        func refusesBadDeflateStream() {
            // A zlib header, then a block of the reserved type 3: no inflater accepts it.
            let idat = ImageFixtures.chunk("IDAT", Data([0x78, 0x9C, 0x07, 0x00, 0x00, 0x00, 0x00, 0x00]))
            let data = ImageFixtures.pngSignatureAndHeader() + idat + ImageFixtures.chunk("IEND", Data())

            expect(thrown(ImageError.self) { try ImageDecoder.decode(data) }).to(beCorrupt())
        }

        @Test("refuses image data that ends before the last row")
        func refusesShortImageData() {
            let rows = ImageFixtures.zlibStored(Data(count: 10))  // a 64×48 RGBA image needs 48 × 257 bytes
            let data =
                ImageFixtures.pngSignatureAndHeader() + ImageFixtures.chunk("IDAT", rows)
                + ImageFixtures.chunk("IEND", Data())

            expect(thrown(ImageError.self) { try ImageDecoder.decode(data) }).to(beCorrupt())
        }

        @Test("refuses a bad header checksum as corrupt")
        func refusesBadChecksum() {
            var data = ImageFixtures.png()
            data[29] ^= 0xFF

            expect(thrown(ImageError.self) { try ImageDecoder.decode(data) }).to(beCorrupt())
        }
    }

    @Suite("when a JPEG is truncated")
    struct TruncatedJPEG {
        @Test("refuses it as corrupt instead of padding it with grey")
        func refusesAsCorrupt() {
            let data = ImageFixtures.jpeg()
            let truncated = Data(data.prefix(data.count * 2 / 3))

            expect(thrown(ImageError.self) { try ImageDecoder.decode(truncated) }).to(beCorrupt())
        }

        @Test("refuses a JPEG cut inside its headers as corrupt")
        func refusesCutHeaders() {
            let truncated = Data(ImageFixtures.jpeg().prefix(40))

            expect(thrown(ImageError.self) { try ImageDecoder.inspect(truncated) }).to(beCorrupt())
        }
    }

    @Suite("when a JPEG body is corrupt")
    struct CorruptJPEG {
        @Test("refuses it as corrupt")
        func refusesAsCorrupt() {
            let data = ImageFixtures.jpegWithCorruptBody()

            expect(thrown(ImageError.self) { try ImageDecoder.decode(data) }).to(beCorrupt())
        }

        @Test("prints nothing to standard error")
        func printsNothing() {
            let data = ImageFixtures.jpegWithCorruptBody()
            let truncated = Data(ImageFixtures.jpeg().prefix(300))

            let output = StandardErrorCapture.capture {
                _ = try? ImageDecoder.decode(data)
                _ = try? ImageDecoder.decode(truncated)
            }

            expect(output).toNot(contain("JPEG"))
        }
    }
}

func beCorrupt() -> Matcher<ImageError> {
    Matcher.simple("be corrupt") { expression in
        guard case .corrupt = try expression.evaluate() else { return .fail }
        return .matches
    }
}
