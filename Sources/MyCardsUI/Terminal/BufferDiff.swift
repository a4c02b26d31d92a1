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
        let comparable = previous.flatMap { $0.size == next.size ? $0 : nil }
        var changes: [BufferChange] = []
        for y in 0..<next.size.height {
            for x in 0..<next.size.width {
                let cell = next[x, y]
                guard !cell.isContinuation, comparable?[x, y] != cell else { continue }
                changes.append(BufferChange(point: Point(x: x, y: y), cell: cell))
            }
        }
        return changes
    }
}
