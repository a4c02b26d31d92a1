import MyCardsKit

/// A `Picture` as the pixels of the rectangle of cells it covers. A photo fills the rectangle: the views sized it to
/// the photo's aspect for cells twice as tall as wide, which real cells are to within a few per cent. A code is drawn
/// with every module the same whole number of pixels wide — what a scanner needs — centred on white.
public struct PictureRenderer: Sendable {
    /// The Crop outline's colour, as the half-block outline's (palette 226).
    static let outlineColor = RGBA(red: 255, green: 255, blue: 0)

    public init() {}

    /// Nil when the picture cannot be drawn at that size (an unreadable photo, a code wider than its pixels).
    public func pixels(of picture: Picture, size: PixelSize) -> RGBAImage? {
        guard size.width > 0, size.height > 0 else { return nil }
        switch picture {
        case .photo(let photo, let cache):
            guard let image = try? cache.decodedImage(for: photo).get() else { return nil }
            return Self.opaque(image.size == size ? image : image.scaled(to: size))
        case .image(let image, let outline):
            let scaled = Self.opaque(image.size == size ? image : image.scaled(to: size))
            guard let outline else { return scaled }
            return Self.drawing(outline, scaledFrom: image.size, over: scaled)
        case .code(let matrix, let quietZone, let isLinear):
            return Self.code(matrix, quietZone: quietZone, isLinear: isLinear, size: size)
        }
    }

    /// Translucent pixels (a card's rounded corners) blended over the half blocks' dark grey: left transparent, they
    /// would let the half blocks under the picture show through.
    static func opaque(_ image: RGBAImage) -> RGBAImage {
        guard image.pixels.enumerated().contains(where: { $0.offset % 4 == 3 && $0.element < 255 }) else {
            return image
        }
        let quantizer = PaletteQuantizer()
        var pixels = image.pixels
        for offset in stride(from: 0, to: pixels.count, by: 4) where pixels[offset + 3] < 255 {
            let blended = quantizer.composited(
                RGBA(
                    red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2], alpha: pixels[offset + 3])
            )
            pixels[offset] = blended.red
            pixels[offset + 1] = blended.green
            pixels[offset + 2] = blended.blue
            pixels[offset + 3] = 255
        }
        return RGBAImage(size: image.size, pixels: pixels) ?? image
    }

    /// The largest whole number of pixels per module with which `matrix` and its quiet zone fit `size`; 0 if none.
    public static func moduleWidth(of matrix: ModuleMatrix, quietZone: Int, isLinear: Bool, in size: PixelSize) -> Int {
        let across = size.width / (matrix.width + 2 * quietZone)
        guard !isLinear else { return across }
        return min(across, size.height / (matrix.height + 2 * quietZone))
    }

    private static func code(_ matrix: ModuleMatrix, quietZone: Int, isLinear: Bool, size: PixelSize) -> RGBAImage? {
        let module = moduleWidth(of: matrix, quietZone: quietZone, isLinear: isLinear, in: size)
        guard module >= 1 else { return nil }
        var pixels = [UInt8](repeating: 255, count: size.width * size.height * 4)
        let left = (size.width - matrix.width * module) / 2
        // A linear code's bars keep a light band above and below, as its half blocks keep a light row.
        let barMargin = isLinear ? max(1, size.height / 8) : 0
        let top = isLinear ? barMargin : (size.height - matrix.height * module) / 2
        let rows = isLinear ? max(1, size.height - 2 * barMargin) : matrix.height * module
        for y in 0..<rows {
            let row = isLinear ? 0 : y / module
            let offset = (top + y) * size.width
            for column in 0..<matrix.width where matrix[column, row] {
                for x in (left + column * module)..<(left + (column + 1) * module) {
                    let byte = (offset + x) * 4
                    pixels[byte] = 0
                    pixels[byte + 1] = 0
                    pixels[byte + 2] = 0
                }
            }
        }
        return RGBAImage(size: size, pixels: pixels)
    }

    /// The outline (in the source's pixels) as a frame two pixels thick over the scaled image.
    private static func drawing(_ outline: PixelRect, scaledFrom source: PixelSize, over image: RGBAImage) -> RGBAImage
    {
        let size = image.size
        let left = outline.x * size.width / max(1, source.width)
        let top = outline.y * size.height / max(1, source.height)
        let right = min(size.width - 1, (outline.x + outline.width) * size.width / max(1, source.width) - 1)
        let bottom = min(size.height - 1, (outline.y + outline.height) * size.height / max(1, source.height) - 1)
        guard right > left, bottom > top else { return image }
        var pixels = image.pixels
        let thickness = 2
        func paint(_ x: Int, _ y: Int) {
            guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
            let byte = (y * size.width + x) * 4
            pixels[byte] = outlineColor.red
            pixels[byte + 1] = outlineColor.green
            pixels[byte + 2] = outlineColor.blue
            pixels[byte + 3] = 255
        }
        for offset in 0..<thickness {
            for x in left...right {
                paint(x, top + offset)
                paint(x, bottom - offset)
            }
            for y in top...bottom {
                paint(left + offset, y)
                paint(right - offset, y)
            }
        }
        return RGBAImage(size: size, pixels: pixels) ?? image
    }
}
