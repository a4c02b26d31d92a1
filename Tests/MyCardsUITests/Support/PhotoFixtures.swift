import Foundation
import MyCardsKit

/// Synthetic images and photos for the photo rendering specs.
enum PhotoFixtures {
    static let red = RGBA(red: 255, green: 0, blue: 0)
    static let green = RGBA(red: 0, green: 255, blue: 0)
    static let blue = RGBA(red: 0, green: 0, blue: 255)
    static let white = RGBA(red: 255, green: 255, blue: 255)
    static let black = RGBA(red: 0, green: 0, blue: 0)

    /// An image built pixel by pixel.
    static func image(width: Int, height: Int, pixel: (Int, Int) -> RGBA) -> RGBAImage {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let color = pixel(x, y)
                bytes += [color.red, color.green, color.blue, color.alpha]
            }
        }
        return RGBAImage(size: PixelSize(width: width, height: height), pixels: bytes)!
    }

    /// Red top left, green top right, blue bottom left, white bottom right.
    static func quadrants(width: Int, height: Int) -> RGBAImage {
        image(width: width, height: height) { x, y in
            switch (x < width / 2, y < height / 2) {
            case (true, true): red
            case (false, true): green
            case (true, false): blue
            case (false, false): white
            }
        }
    }

    /// Dark grey on the left to white on the right: every shade but the blank one.
    static func horizontalGradient(width: Int, height: Int) -> RGBAImage {
        image(width: width, height: height) { x, _ in
            let level = UInt8(60 + x * 195 / max(1, width - 1))
            return RGBA(red: level, green: level, blue: level)
        }
    }

    /// A photo whose bytes are just a tag: `FakePhotoDecoder` maps tags to images.
    static func photo(_ tag: String, size: PixelSize = PixelSize(width: 600, height: 338)) -> Photo {
        Photo(data: Data(tag.utf8), format: .png, size: size)
    }
}
