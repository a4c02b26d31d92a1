/// The part of a grid that persists between frames: the selected item and the first row shown.
/// Every change keeps the selection on screen.
public struct TileGridState: Equatable, Sendable {
    public private(set) var selection: Int
    public private(set) var firstRow: Int

    public init(selection: Int = 0) {
        self.selection = max(0, selection)
        self.firstRow = 0
    }

    public mutating func select(_ index: Int, in layout: GridLayout) {
        selection = index
        keepSelectionVisible(in: layout)
    }

    public mutating func move(_ movement: Movement, in layout: GridLayout) {
        guard layout.itemCount > 0 else { return keepSelectionVisible(in: layout) }
        let columns = layout.columns
        let last = layout.itemCount - 1
        let page = columns * layout.visibleRowCount
        switch movement {
        case .up where selection >= columns: selection -= columns
        case .down where selection + columns <= last: selection += columns
        // From a full row onto a shorter last row: land on its last item rather than stay.
        case .down where layout.row(of: selection) < layout.row(of: last): selection = last
        case .left: selection = max(0, selection - 1)
        case .right: selection = min(last, selection + 1)
        case .first: selection = 0
        case .last: selection = last
        case .pageUp: selection = selection >= page ? selection - page : selection % columns
        case .pageDown: selection = min(last, selection + page)
        case .up, .down: break
        }
        keepSelectionVisible(in: layout)
    }

    /// Clamps the selection to the items and scrolls so its row is shown; call it when the items or the area change.
    public mutating func keepSelectionVisible(in layout: GridLayout) {
        selection = min(max(0, selection), max(0, layout.itemCount - 1))
        let row = layout.row(of: selection)
        if row < firstRow { firstRow = row }
        if row >= firstRow + layout.visibleRowCount { firstRow = row - layout.visibleRowCount + 1 }
        firstRow = min(max(0, firstRow), layout.maxFirstRow)
    }

    public func visibleRange(in layout: GridLayout) -> Range<Int> {
        layout.visibleRange(firstRow: firstRow)
    }

    public func tileRect(for index: Int, in layout: GridLayout) -> Rect? {
        layout.tileRect(for: index, firstRow: firstRow)
    }

    public func index(at point: Point, in layout: GridLayout) -> Int? {
        layout.index(at: point, firstRow: firstRow)
    }
}
