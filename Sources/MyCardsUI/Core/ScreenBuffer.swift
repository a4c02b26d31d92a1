/// An in-memory grid of cells that widgets draw into; terminal backends show it.
/// Writes outside the grid are clipped, never a crash.
public struct ScreenBuffer: Equatable, Sendable {
    private static let space = Glyph(" ")
    public let size: Size
    public private(set) var cells: [Cell]
    /// Pictures named over cells, in the order placed (`Picture`); empty on a screen without photos or codes.
    public private(set) var pictures: [PlacedPicture] = []

    public init(size: Size) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        self.cells = Array(repeating: .blank, count: self.size.width * self.size.height)
    }

    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// Names `picture` as what the cells of `rect` (clipped to the buffer) show, for a terminal that draws pixels.
    /// Whatever is drawn into those cells afterwards covers it (`PlacedPicture.isCovered`).
    public mutating func place(_ picture: Picture, in rect: Rect) {
        let clipped = rect.intersection(bounds)
        guard !clipped.isEmpty else { return }
        pictures.append(PlacedPicture(picture: picture, rect: clipped))
    }

    /// Marks the pictures under `rect` covered. Called on every write, so the common case (no pictures) is one test.
    private mutating func cover(_ rect: Rect) {
        guard !pictures.isEmpty else { return }
        for index in pictures.indices where !pictures[index].isCovered && pictures[index].rect.intersects(rect) {
            pictures[index].isCovered = true
        }
    }

    public subscript(x: Int, y: Int) -> Cell {
        guard bounds.contains(Point(x: x, y: y)) else { return .blank }
        return cells[y * size.width + x]
    }

    /// Puts one character; a wide one also claims the cell to its right, and is dropped when that cell is
    /// outside the buffer. Returns the columns used.
    @discardableResult
    public mutating func put(_ character: Character, at point: Point, style: Style = .plain) -> Int {
        put(Cell(character: character, style: style), at: point)
    }

    /// Puts one cell's character and style, as `put(_:at:style:)` does, with the width the cell knows.
    @discardableResult
    mutating func put(_ cell: Cell, at point: Point) -> Int {
        let width = Int(cell.columns)
        guard width > 0, bounds.contains(point) else { return 0 }
        if width == 2 && point.x + 1 >= size.width { return 0 }
        cover(Rect(origin: point, size: Size(width: width, height: 1)))
        breakWideCharacter(at: point)
        var cell = cell
        cell.isContinuation = false
        set(cell, at: point)
        if width == 2 {
            let right = Point(x: point.x + 1, y: point.y)
            breakWideCharacter(at: right)
            set(Cell(glyph: Self.space, style: cell.style, isContinuation: true, columns: 1), at: right)
        }
        return width
    }

    /// Puts cells side by side on one row from `point`, as `put(_:at:)` would one by one; a photo's rows of
    /// single-width cells are copied whole, with only the two ends checked for a wide character cut in half.
    mutating func put(run: ArraySlice<Cell>, at point: Point) {
        let end = Point(x: point.x + run.count - 1, y: point.y)
        guard !run.isEmpty, bounds.contains(point), bounds.contains(end),
            run.allSatisfy({ $0.columns == 1 && !$0.isContinuation })
        else {
            for (offset, cell) in run.enumerated() { put(cell, at: Point(x: point.x + offset, y: point.y)) }
            return
        }
        cover(Rect(origin: point, size: Size(width: run.count, height: 1)))
        breakWideCharacter(at: point)
        breakWideCharacter(at: end)
        let start = point.y * size.width + point.x
        cells.replaceSubrange(start..<start + run.count, with: run)
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
            let cell = Cell(glyph: Glyph(character), style: style, columns: width)
            used += put(cell, at: Point(x: point.x + used, y: point.y))
        }
        return used
    }

    /// Fills a rectangle (clipped to the buffer) with one character and style.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        cover(area)
        let cell = Cell(character: character, style: style)
        guard cell.columns == 1 else {
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX { put(cell, at: Point(x: x, y: y)) }
            }
            return
        }
        // Every frame starts with fills of the whole screen: a row at a time, and only its two ends can cut a wide
        // character in half (one starting left of the area, or one at its last column).
        for y in area.y..<area.maxY {
            breakWideCharacter(at: Point(x: area.x, y: y))
            breakWideCharacter(at: Point(x: area.maxX - 1, y: y))
            let start = y * size.width
            for index in (start + area.x)..<(start + area.maxX) { cells[index] = cell }
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
        } else if cell.columns == 2, point.x + 1 < size.width {
            set(.blank, at: Point(x: point.x + 1, y: point.y))
        }
    }
}
