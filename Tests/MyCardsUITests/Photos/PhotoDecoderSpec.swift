import Foundation
import MyCardsKit
import MyCardsUI
import Nimble
import Testing

@Suite("PhotoDecoder")
struct PhotoDecoderSpec {
    @Suite("when the photo is a PNG")
    struct Readable {
        @Test("gives back the encoded pixels")
        func decodes() throws {
            let image = PhotoFixtures.quadrants(width: 4, height: 4)
            let photo = try Photo(encoding: image)

            let decoded = try PhotoDecoder().decode(photo)

            expect(decoded).to(equal(image))
        }

        @Test("lets the cache render it in the palette colours")
        func rendersThroughCache() throws {
            let photo = try Photo(encoding: PhotoFixtures.quadrants(width: 4, height: 4))
            let cache = PhotoCache()

            let raster = try cache.raster(for: photo, fitting: Size(width: 2, height: 1), mode: .palette256).get()

            expect(raster[0, 0].style).to(equal(Style(foreground: .palette(196), background: .palette(21))))
        }
    }

    @Suite("when the bytes are not an image")
    struct Unreadable {
        @Test("reports the decoder's error")
        func fails() {
            let photo = Photo(data: Data("not an image".utf8), format: .png, size: PixelSize(width: 1, height: 1))

            expect { try PhotoDecoder().decode(photo) }.to(throwError(ImageError.unsupportedFormat))
        }
    }
}
