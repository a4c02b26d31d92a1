/// An in-memory grid of cells that widgets draw into; terminal backends show it.
/// Writes outside the grid are clipped, never a crash.
public struct ScreenBuffer: Equatable, Sendable {
    public let size: Size
    public private(set) var cells: [Cell]

    public init(size: Size) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        self.cells = Array(repeating: .blank, count: self.size.width * self.size.height)
    }

    public var bounds: Rect { Rect(origin: .zero, size: size) }

    public subscript(x: Int, y: Int) -> Cell {
        guard bounds.contains(Point(x: x, y: y)) else { return .blank }
        return cells[y * size.width + x]
    }

    /// Puts one character; a wide one also claims the cell to its right, and is dropped when that cell is
    /// outside the buffer. Returns the columns used.
    @discardableResult
    public mutating func put(_ character: Character, at point: Point, style: Style = .plain) -> Int {
        let width = DisplayWidth.of(character)
        guard width > 0, bounds.contains(point) else { return 0 }
        if width == 2 && point.x + 1 >= size.width { return 0 }
        breakWideCharacter(at: point)
        set(Cell(character: character, style: style), at: point)
        if width == 2 {
            let right = Point(x: point.x + 1, y: point.y)
            breakWideCharacter(at: right)
            set(Cell(character: " ", style: style, isContinuation: true), at: right)
        }
        return width
    }

    /// Writes text on one row from `point`, at most `maxWidth` columns (default: to the right edge).
    /// Returns the columns used.
    @discardableResult
    public mutating func write(_ text: String, at point: Point, style: Style = .plain, maxWidth: Int? = nil) -> Int {
        let limit = min(maxWidth ?? Int.max, size.width - point.x)
        var used = 0
        for character in text {
            let width = DisplayWidth.of(character)
            if used + width > limit { break }
            used += put(character, at: Point(x: point.x + used, y: point.y), style: style)
        }
        return used
    }

    /// Fills a rectangle (clipped to the buffer) with one character and style.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                put(character, at: Point(x: x, y: y), style: style)
            }
        }
    }

    /// The screen as plain text, one line per row, trailing spaces removed: what snapshot tests compare.
    public func text() -> String {
        (0..<size.height).map { row(at: $0) }.joined(separator: "\n")
    }

    /// One row as plain text, trailing spaces removed.
    public func row(at y: Int) -> String {
        var line = ""
        for x in 0..<size.width where !self[x, y].isContinuation {
            line.append(self[x, y].character)
        }
        while line.last == " " { line.removeLast() }
        return line
    }

    private mutating func set(_ cell: Cell, at point: Point) {
        cells[point.y * size.width + point.x] = cell
    }

    /// Overwriting half of a wide character must blank its other half, or the screen shows a ghost.
    private mutating func breakWideCharacter(at point: Point) {
        let cell = self[point.x, point.y]
        if cell.isContinuation, point.x > 0 {
            set(.blank, at: Point(x: point.x - 1, y: point.y))
        } else if DisplayWidth.of(cell.character) == 2, point.x + 1 < size.width {
            set(.blank, at: Point(x: point.x + 1, y: point.y))
        }
    }
}
