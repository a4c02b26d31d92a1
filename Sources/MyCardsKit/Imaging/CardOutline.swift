/// Where a card sits in a photo: a rectangle with the proportions of an ISO/IEC 7810 ID-1 card
/// (85.60 × 53.98 mm), always inside the image it was made for. Landscape, whatever the image's orientation.
public struct CardOutline: Equatable, Sendable {
    public static let aspectRatio = 85.60 / 53.98
    /// Smaller outlines are fiddly to place and crop to too few pixels to read a card; images narrower
    /// than this get an outline as wide as they allow.
    public static let minimumWidth = 64

    public let rect: PixelRect

    private init(width: Int, centreX: Double, centreY: Double, within size: PixelSize) {
        let height = min(max(1, size.height), max(1, Int((Double(width) / Self.aspectRatio).rounded())))
        let x = Int((centreX - Double(width) / 2).rounded())
        let y = Int((centreY - Double(height) / 2).rounded())
        rect = PixelRect(
            x: min(max(x, 0), max(0, size.width - width)),
            y: min(max(y, 0), max(0, size.height - height)),
            width: width, height: height)
    }

    /// The largest card-shaped rectangle that fits, scaled by `fill` (0...1), centred.
    public static func centred(in size: PixelSize, fill: Double = 0.8) -> CardOutline {
        let fill = min(max(fill, 0), 1)
        let width = clampedWidth(Int((Double(largestWidth(in: size)) * fill).rounded()), in: size)
        return CardOutline(
            width: width, centreX: Double(size.width) / 2, centreY: Double(size.height) / 2, within: size)
    }

    /// Shifted by whole pixels, stopping at the image's edges.
    public func moved(dx: Int, dy: Int, within size: PixelSize) -> CardOutline {
        CardOutline(
            width: Self.clampedWidth(rect.width, in: size), centreX: centreX + Double(dx),
            centreY: centreY + Double(dy),
            within: size)
    }

    /// `step` pixels wider (negative: narrower) around the same centre, between `minimumWidth` and the largest
    /// outline that fits; pushed back inside the image when growing past an edge.
    public func resized(by step: Int, within size: PixelSize) -> CardOutline {
        CardOutline(
            width: Self.clampedWidth(rect.width + step, in: size), centreX: centreX, centreY: centreY, within: size)
    }

    public func crop(_ image: RGBAImage) -> RGBAImage {
        image.cropped(to: rect)
    }

    private var centreX: Double { Double(rect.x) + Double(rect.width) / 2 }
    private var centreY: Double { Double(rect.y) + Double(rect.height) / 2 }

    private static func largestWidth(in size: PixelSize) -> Int {
        max(1, Int(min(Double(size.width), Double(size.height) * aspectRatio)))
    }

    private static func clampedWidth(_ width: Int, in size: PixelSize) -> Int {
        let largest = largestWidth(in: size)
        return min(max(width, min(minimumWidth, largest)), largest)
    }
}
