import MyCardsKit

/// A photo rendered for the terminal: a grid of cells ready to copy into a screen buffer.
public struct PhotoRaster: Equatable, Sendable {
    /// The size in cells.
    public let size: Size
    /// The pixel size of the image the raster shows, so pixel coordinates (a crop outline) map to cells.
    public let sourceSize: PixelSize
    /// Row by row, top row first: `size.width × size.height` cells.
    public let cells: [Cell]

    /// Returns nil when `cells` does not hold exactly `size.width × size.height` cells.
    public init?(size: Size, sourceSize: PixelSize, cells: [Cell]) {
        guard size.width >= 0, size.height >= 0, cells.count == size.width * size.height else { return nil }
        self.size = size
        self.sourceSize = sourceSize
        self.cells = cells
    }

    /// A raster of no cells, for an area too small to show anything.
    public static func empty(sourceSize: PixelSize) -> PhotoRaster {
        PhotoRaster(checkedSize: .zero, sourceSize: sourceSize, cells: [])
    }

    /// For callers that built `cells` from `size` themselves.
    init(checkedSize size: Size, sourceSize: PixelSize, cells: [Cell]) {
        precondition(cells.count == size.width * size.height, "a raster needs width × height cells")
        self.size = size
        self.sourceSize = sourceSize
        self.cells = cells
    }

    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return .blank }
        return cells[y * size.width + x]
    }

    /// Copies the cells with the top left corner at `origin`; whatever falls outside the buffer is dropped.
    public func draw(into buffer: inout ScreenBuffer, at origin: Point) {
        let area = Rect(origin: origin, size: size).intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            let first = (y - origin.y) * size.width + area.x - origin.x
            buffer.put(run: cells[first..<first + area.width], at: Point(x: area.x, y: y))
        }
    }

    /// The cells, relative to the raster's top left corner, that cover a rectangle of source pixels:
    /// every cell the rectangle touches, clipped to the raster.
    public func cellRect(covering pixels: PixelRect) -> Rect {
        guard sourceSize.width > 0, sourceSize.height > 0 else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        // Position and size are rounded separately, so an outline that only moves keeps its size on screen
        // (rounding both edges would make it wobble by a cell as it crosses cell boundaries).
        // A cell row holds two pixel rows of the scaled image.
        let left = roundedDivision(pixels.x * size.width, sourceSize.width)
        let top = roundedDivision(pixels.y * size.height, sourceSize.height)
        let width = max(1, roundedDivision(pixels.width * size.width, sourceSize.width))
        let height = max(1, roundedDivision(pixels.height * size.height, sourceSize.height))
        let bounds = Rect(origin: .zero, size: size)
        return Rect(x: left, y: top, width: width, height: height).intersection(bounds)
    }

    private func roundedDivision(_ numerator: Int, _ denominator: Int) -> Int {
        (2 * numerator + denominator).quotientAndRemainder(dividingBy: 2 * denominator).quotient
    }
}
