/// One pixel: red, green, blue and alpha, 8 bits each.
public struct RGBA: Equatable, Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// A decoded image: rows of RGBA pixels, top row first.
public struct RGBAImage: Equatable, Sendable {
    public let size: PixelSize
    /// `size.width * size.height * 4` bytes, RGBA order.
    public let pixels: [UInt8]

    /// Returns nil when `pixels` does not hold exactly `width × height` RGBA pixels.
    public init?(size: PixelSize, pixels: [UInt8]) {
        guard size.width > 0, size.height > 0, pixels.count == size.width * size.height * 4 else { return nil }
        self.size = size
        self.pixels = pixels
    }

    /// An image of one colour, handy for tests and placeholders.
    public init(size: PixelSize, filledWith color: RGBA) {
        precondition(size.width > 0 && size.height > 0, "an image needs at least one pixel")
        self.size = size
        self.pixels = Array(
            repeating: [color.red, color.green, color.blue, color.alpha], count: size.width * size.height
        ).flatMap { $0 }
    }

    public subscript(x: Int, y: Int) -> RGBA {
        let offset = (y * size.width + x) * 4
        return RGBA(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2], alpha: pixels[offset + 3])
    }
}
