import Foundation
import MyCardsKit
import Nimble
import Testing

@testable import MyCardsUI

/// The three encoders, read back by our own readers (`GraphicsReaders`) and compared with the source pixels.
@Suite("Graphics encoders")
struct GraphicsEncodersSpec {
    /// A photo from the repository's cards: swifting.io's back, with its EAN-13.
    static let photo: RGBAImage = {
        guard let back = (try? BundledCards.cards())?.first?.back, let image = try? ImageDecoder.decode(back.data)
        else {
            return RGBAImage(size: PixelSize(width: 2, height: 2), filledWith: RGBA(red: 1, green: 2, blue: 3))
        }
        return image.scaled(to: PixelSize(width: 300, height: 169))
    }()

    static let code: RGBAImage = {
        let matrix = (try? BarcodeEncoder.modules(for: "5901234123457", as: .ean13).get())
        return matrix.flatMap {
            PictureRenderer().pixels(
                of: .code($0, quietZone: 10, isLinear: true), size: PixelSize(width: 400, height: 60))
        } ?? RGBAImage(size: PixelSize(width: 1, height: 1), filledWith: RGBA(red: 0, green: 0, blue: 0))
    }()

    @Suite("sixel")
    struct Sixel {
        @Test("gives back a two-colour code pixel for pixel")
        func codeExact() {
            let read = SixelReader.image(from: SixelEncoder().encode(code))

            expect(read).to(equal(code))
        }

        @Test("gives back a photo in 256 colours within a mean ΔE of 3")
        func photoClose() throws {
            let read = try #require(SixelReader.image(from: SixelEncoder().encode(photo)))

            expect(PixelComparison.meanDeltaE(read, photo)).to(beLessThan(3))
        }

        @Test("gives back a photo in a VT340's 16 colours within a mean ΔE of 10")
        func sixteenColours() throws {
            let read = try #require(SixelReader.image(from: SixelEncoder(colors: 16).encode(photo)))

            expect(PixelComparison.meanDeltaE(read, photo)).to(beLessThan(10))
        }

        @Test("defines no more colours than asked")
        func palette() {
            let text = String(decoding: SixelEncoder(colors: 16).encode(photo), as: UTF8.self)

            expect(text.components(separatedBy: ";2;").count - 1).to(beLessThanOrEqualTo(16))
        }

        @Test("leaves transparent pixels unpainted")
        func transparent() {
            let clear = RGBAImage(
                size: PixelSize(width: 3, height: 7), filledWith: RGBA(red: 9, green: 9, blue: 9, alpha: 0))

            expect(SixelReader.image(from: SixelEncoder().encode(clear))).to(equal(clear.cleared))
        }
    }

    @Suite("kitty")
    struct Kitty {
        @Test("gives back a photo sent as raw pixels, pixel for pixel, through chunks of at most 4096 bytes")
        func rawExact() {
            expect(GraphicsReaders.kitty(GraphicsSequences.kittyTransmit(rgba: photo, id: 7))).to(equal(photo))
        }

        @Test("gives back a photo sent as PNG pixel for pixel")
        func photoExact() throws {
            let png = try PNGEncoder.encode(photo)

            let read = GraphicsReaders.kitty(GraphicsSequences.kittyTransmit(png: png, id: 7))

            expect(read).to(equal(photo))
        }
    }

    @Suite("iTerm2")
    struct ITerm {
        @Test("gives back a code pixel for pixel")
        func codeExact() throws {
            let png = try PNGEncoder.encode(code)

            expect(GraphicsReaders.iTerm(GraphicsSequences.iTermInline(png: png, cells: Size(width: 40, height: 3))))
                .to(equal(code))
        }
    }
}

extension RGBAImage {
    /// The same size, every pixel transparent black: what a reader gives for pixels never painted.
    var cleared: RGBAImage { RGBAImage(size: size, filledWith: RGBA(red: 0, green: 0, blue: 0, alpha: 0)) }
}

enum PixelComparison {
    /// Mean CIELAB ΔE (CIE76) between two images of one size.
    static func meanDeltaE(_ left: RGBAImage, _ right: RGBAImage) -> Double {
        guard left.size == right.size else { return .infinity }
        var total = 0.0
        for y in 0..<left.size.height {
            for x in 0..<left.size.width {
                let a = left[x, y]
                let b = right[x, y]
                total +=
                    LabColor(red: Int(a.red), green: Int(a.green), blue: Int(a.blue))
                    .squaredDistance(to: LabColor(red: Int(b.red), green: Int(b.green), blue: Int(b.blue))).squareRoot()
            }
        }
        return total / Double(left.size.area)
    }
}
