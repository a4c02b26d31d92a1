/// The part of a list that persists between frames: the selected row and the first row shown.
/// Rendering fixes the scroll position, as only then the number of visible rows is known.
public struct ListState: Equatable, Sendable {
    public private(set) var selection: Int
    public private(set) var firstRow: Int
    /// Rows shown by the last render; page moves go this far.
    public private(set) var pageSize: Int

    public init(selection: Int = 0) {
        self.selection = max(0, selection)
        self.firstRow = 0
        self.pageSize = 1
    }

    public mutating func select(_ index: Int, itemCount: Int) {
        selection = min(max(0, index), max(0, itemCount - 1))
        scroll(itemCount: itemCount, visibleRows: pageSize)
    }

    public mutating func move(_ movement: Movement, itemCount: Int) {
        switch movement {
        case .up, .left: select(selection - 1, itemCount: itemCount)
        case .down, .right: select(selection + 1, itemCount: itemCount)
        case .first: select(0, itemCount: itemCount)
        case .last: select(itemCount - 1, itemCount: itemCount)
        case .pageUp: select(selection - pageSize, itemCount: itemCount)
        case .pageDown: select(selection + pageSize, itemCount: itemCount)
        }
    }

    /// Clamps the selection and scrolls so it is one of `visibleRows` rows shown.
    public mutating func scroll(itemCount: Int, visibleRows: Int) {
        pageSize = max(1, visibleRows)
        selection = min(max(0, selection), max(0, itemCount - 1))
        if selection < firstRow { firstRow = selection }
        if selection >= firstRow + pageSize { firstRow = selection - pageSize + 1 }
        firstRow = min(max(0, firstRow), max(0, itemCount - pageSize))
    }

    /// The item on the row under `point` when the list was drawn in `area`, or nil.
    public func index(at point: Point, in area: Rect, itemCount: Int) -> Int? {
        guard area.contains(point) else { return nil }
        let index = firstRow + point.y - area.y
        return index < itemCount ? index : nil
    }
}
