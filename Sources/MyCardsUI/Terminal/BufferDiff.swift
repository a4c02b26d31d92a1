/// One cell to draw: where, and what.
struct BufferChange: Equatable, Sendable {
    let point: Point
    let cell: Cell
}

/// The cells a backend must draw to turn the screen it showed last into the new one.
enum BufferDiff {
    /// Every cell when there is no previous screen or its size differs; continuation cells are never listed,
    /// because drawing a wide character fills them.
    static func changes(from previous: ScreenBuffer?, to next: ScreenBuffer) -> [BufferChange] {
        // Walks both grids by index: comparing through the clipping subscript cost a sixth of a keystroke's frame.
        let shown = previous.flatMap { $0.size == next.size ? $0.cells : nil }
        let width = next.size.width
        var changes: [BufferChange] = []
        next.cells.withUnsafeBufferPointer { cells in
            for index in cells.indices where !cells[index].isContinuation {
                if let shown, shown[index] == cells[index] { continue }
                changes.append(BufferChange(point: Point(x: index % width, y: index / width), cell: cells[index]))
            }
        }
        return changes
    }
}
