/// A centred box listing every key of the current screen. A label too long for the box wraps under itself, so
/// nothing is cut; when the lines do not fit the terminal, the list scrolls from `firstLine` (the app frame
/// moves it with ↑↓ PgUp PgDn) and ▲ / ▼ say that more is there; every other key closes it.
public struct HelpOverlay: Sendable {
    public static let closingHint = "Press any key to close"
    public static let scrollingHint = "↑↓ PgUp PgDn scroll, others close"

    public let screenTitle: String
    public let hints: [KeyHint]
    public let theme: Theme
    /// The first line shown; clamped to what the area allows.
    public let firstLine: Int

    public init(screenTitle: String, hints: [KeyHint], theme: Theme, firstLine: Int = 0) {
        self.screenTitle = screenTitle
        self.hints = hints
        self.theme = theme
        self.firstLine = firstLine
    }

    /// One row of the list: a hint's keys with (the first part of) its label, or a label's continuation.
    private struct Line {
        let keys: String
        let label: String
    }

    /// Lines shown at once in `area`.
    public func visibleLineCount(in area: Rect) -> Int {
        let inner = Box.inner(box(in: area))
        let count = lines(in: area).count
        // Below the list: a blank row and the closing hint; a list that scrolls gives up the blank row.
        return count <= inner.height - 2 ? count : max(1, inner.height - 1)
    }

    /// The largest useful `firstLine` in `area`: 0 when every line fits.
    public func maxFirstLine(in area: Rect) -> Int {
        max(0, lines(in: area).count - visibleLineCount(in: area))
    }

    public func render(into buffer: inout ScreenBuffer, area: Rect) {
        let box = self.box(in: area)
        Box(title: title, style: theme.border, titleStyle: theme.text).render(into: &buffer, area: box)
        let inner = Box.inner(box).insetBy(dx: 1, dy: 0)
        guard inner.height >= 2 else { return }
        let lines = self.lines(in: area)
        let rows = visibleLineCount(in: area)
        let first = min(max(0, firstLine), maxFirstLine(in: area))
        for (row, line) in lines[first..<min(lines.count, first + rows)].enumerated() {
            let y = inner.y + row
            buffer.write(line.keys, at: Point(x: inner.x, y: y), style: theme.keyBarKey, maxWidth: inner.width)
            let label = Ellipsis.fit(line.label, width: inner.width - keysWidth - 2)
            buffer.write(label, at: Point(x: inner.x + keysWidth + 2, y: y), style: theme.text)
        }
        let scrolls = maxFirstLine(in: area) > 0
        // The marks sit on the right border, beside the first and last lines shown.
        if scrolls && first > 0 { buffer.put("▲", at: Point(x: box.maxX - 1, y: inner.y), style: theme.border) }
        if scrolls && first + rows < lines.count {
            buffer.put("▼", at: Point(x: box.maxX - 1, y: inner.y + rows - 1), style: theme.border)
        }
        let closing = Ellipsis.fit(scrolls ? Self.scrollingHint : Self.closingHint, width: inner.width)
        buffer.write(closing, at: Point(x: inner.x, y: inner.maxY - 1), style: theme.disabled)
    }

    private var title: String { "Help · " + screenTitle }

    private var keysWidth: Int { hints.map { DisplayWidth.of($0.keys) }.max() ?? 0 }

    /// The hints as rows of the box drawn in `area`, labels wrapped to the room beside the keys.
    private func lines(in area: Rect) -> [Line] {
        let labelWidth = boxWidth(in: area) - 4 - keysWidth - 2
        return hints.flatMap { hint -> [Line] in
            let fits = labelWidth < 1 || DisplayWidth.of(hint.label) <= labelWidth
            let parts = fits ? [hint.label] : TextWrap.lines(hint.label, width: labelWidth)
            return parts.enumerated().map { Line(keys: $0.offset == 0 ? hint.keys : "", label: $0.element) }
        }
    }

    /// As wide as the longest line asks, as tall as the wrapped lines need, both within `area`.
    private func box(in area: Rect) -> Rect {
        area.centered(Size(width: boxWidth(in: area), height: lines(in: area).count + 4))
    }

    private func boxWidth(in area: Rect) -> Int {
        let widths = hints.map { keysWidth + 2 + DisplayWidth.of($0.label) }
        let hint = hints.count + 4 > area.height ? Self.scrollingHint : Self.closingHint
        let contentWidth = ([DisplayWidth.of(hint), DisplayWidth.of(title)] + widths).max() ?? 0
        return min(contentWidth + 4, area.width)
    }
}
