/// A rectangle of pixels; the origin is the top-left corner.
public struct PixelRect: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var size: PixelSize { PixelSize(width: width, height: height) }
    public var description: String { "\(width)×\(height) at (\(x), \(y))" }
}

extension PixelRect {
    /// The part of the rectangle inside an image of `size`; never smaller than one pixel, so a rectangle
    /// entirely outside becomes the nearest edge pixel(s).
    public func clamped(to size: PixelSize) -> PixelRect {
        let left = min(max(x, 0), size.width - 1)
        let top = min(max(y, 0), size.height - 1)
        let right = min(max(x + width, left + 1), size.width)
        let bottom = min(max(y + height, top + 1), size.height)
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
