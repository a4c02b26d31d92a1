/// Where the tiles of a grid go in an area: as many columns as fit (centred), rows of tiles scrolled by whole
/// rows. When two tiles do not fit side by side there is one column whose tiles span the full width, so the grid
/// reads as a list.
public struct GridLayout: Equatable, Sendable {
    public let itemCount: Int
    public let tileSize: Size
    public let area: Rect
    /// Columns between tiles (`width`) and rows between tile rows (`height`).
    public let spacing: Size

    public init(itemCount: Int, tileSize: Size, area: Rect, spacing: Size = Size(width: 2, height: 1)) {
        self.itemCount = max(0, itemCount)
        self.tileSize = Size(width: max(1, tileSize.width), height: max(1, tileSize.height))
        self.area = area
        self.spacing = Size(width: max(0, spacing.width), height: max(0, spacing.height))
    }

    public var columns: Int {
        max(1, (area.width + spacing.width) / (tileSize.width + spacing.width))
    }

    public var isSingleColumn: Bool { columns == 1 }

    public var rowCount: Int { (itemCount + columns - 1) / columns }

    /// Whole tile rows that fit the area (at least one, clipped when the area is shorter than a tile).
    public var visibleRowCount: Int {
        max(1, (area.height + spacing.height) / (tileSize.height + spacing.height))
    }

    /// The last row that can be the first one shown.
    public var maxFirstRow: Int { max(0, rowCount - visibleRowCount) }

    public func row(of index: Int) -> Int { index / columns }

    /// The items shown when `firstRow` is the top row.
    public func visibleRange(firstRow: Int) -> Range<Int> {
        let start = min(itemCount, max(0, firstRow) * columns)
        let end = min(itemCount, (max(0, firstRow) + visibleRowCount) * columns)
        return start..<end
    }

    /// The tile of item `index` on screen, or nil when it is scrolled out.
    public func tileRect(for index: Int, firstRow: Int) -> Rect? {
        guard visibleRange(firstRow: firstRow).contains(index) else { return nil }
        let row = index / columns - max(0, firstRow)
        let column = index % columns
        let top = area.y + row * (tileSize.height + spacing.height)
        if isSingleColumn {
            return Rect(x: area.x, y: top, width: area.width, height: tileSize.height).intersection(area)
        }
        let used = columns * tileSize.width + (columns - 1) * spacing.width
        let left = area.x + (area.width - used) / 2 + column * (tileSize.width + spacing.width)
        return Rect(x: left, y: top, width: tileSize.width, height: tileSize.height).intersection(area)
    }

    /// The item under a point (for the mouse), or nil for a gap or an empty place.
    public func index(at point: Point, firstRow: Int) -> Int? {
        visibleRange(firstRow: firstRow).first { tileRect(for: $0, firstRow: firstRow)?.contains(point) == true }
    }
}
