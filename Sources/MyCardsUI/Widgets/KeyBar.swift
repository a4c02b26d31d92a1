/// The bottom row: the keys that work on the current screen. Hints that do not fit are dropped whole, from the
/// end, and "…" says so; `trailing` hints (like "? help") sit at the right edge and are never dropped.
public struct KeyBar: Sendable {
    public static let separator = "  "

    public let hints: [KeyHint]
    public let trailing: [KeyHint]
    public let theme: Theme

    public init(hints: [KeyHint], trailing: [KeyHint] = [], theme: Theme) {
        self.hints = hints
        self.trailing = trailing
        self.theme = theme
    }

    /// The hints shown in `width` columns (padding excluded) and whether some were cut.
    public func visibleHints(width: Int) -> (hints: [KeyHint], isCut: Bool) {
        let trailingWidth = trailing.isEmpty ? 0 : Self.width(of: trailing) + Self.separator.count
        let available = width - trailingWidth
        if Self.width(of: hints) <= available { return (hints, false) }
        var shown: [KeyHint] = []
        for hint in hints {
            let candidate = shown + [hint]
            // Room for " …" after the last whole hint.
            guard Self.width(of: candidate) + 2 <= available else { break }
            shown = candidate
        }
        return (shown, true)
    }

    public func render(into buffer: inout ScreenBuffer, area: Rect) {
        guard !area.isEmpty else { return }
        let row = area.row(0)
        buffer.fill(row, style: theme.keyBar)
        let inner = row.insetBy(dx: 1, dy: 0)
        let (shown, isCut) = visibleHints(width: inner.width)
        var x = draw(shown, into: &buffer, at: Point(x: inner.x, y: row.y), limit: inner.maxX)
        if isCut {
            if !shown.isEmpty { x += 1 }
            buffer.write(Ellipsis.mark, at: Point(x: x, y: row.y), style: theme.keyBar, maxWidth: inner.maxX - x)
        }
        let trailingX = max(inner.x, inner.maxX - Self.width(of: trailing))
        draw(trailing, into: &buffer, at: Point(x: trailingX, y: row.y), limit: inner.maxX)
    }

    /// Columns taken by hints joined with the separator.
    public static func width(of hints: [KeyHint]) -> Int {
        guard !hints.isEmpty else { return 0 }
        return hints.reduce(0) { $0 + $1.width } + (hints.count - 1) * separator.count
    }

    @discardableResult
    private func draw(_ hints: [KeyHint], into buffer: inout ScreenBuffer, at start: Point, limit: Int) -> Int {
        var x = start.x
        for (index, hint) in hints.enumerated() {
            if index > 0 { x += Self.separator.count }
            x += buffer.write(hint.keys, at: Point(x: x, y: start.y), style: theme.keyBarKey, maxWidth: limit - x)
            x += buffer.write(" " + hint.label, at: Point(x: x, y: start.y), style: theme.keyBar, maxWidth: limit - x)
        }
        return x
    }
}
