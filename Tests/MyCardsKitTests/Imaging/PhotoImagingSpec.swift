import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@Suite("Photo imaging")
struct PhotoImagingSpec {
    @Suite("when validating readable bytes")
    struct ValidatingReadable {
        @Test("keeps the original bytes, format and size")
        func keepsBytesFormatAndSize() throws {
            let data = ImageFixtures.jpeg(ImageFixtures.gradient(width: 50, height: 30))

            let photo = try Photo(validating: data)

            expect(photo) == Photo(data: data, format: .jpeg, size: PixelSize(width: 50, height: 30))
        }
    }

    @Suite("when validating unreadable bytes")
    struct ValidatingUnreadable {
        @Test("refuses a file whose header is fine but whose pixels are damaged")
        func refusesDamagedPixels() {
            let data = ImageFixtures.jpegWithCorruptBody()

            expect(thrown(ImageError.self) { try Photo(validating: data) }).to(beCorrupt())
        }
    }

    @Suite("when encoding an image")
    struct Encoding {
        @Test("stores it as a PNG of the same size")
        func storesPNG() throws {
            let image = ImageFixtures.quadrants(width: 20, height: 10)

            let photo = try Photo(encoding: image)

            expect(photo.format) == .png
            expect(photo.size) == PixelSize(width: 20, height: 10)
            expect(try ImageDecoder.decode(photo.data)) == image
        }
    }
}
