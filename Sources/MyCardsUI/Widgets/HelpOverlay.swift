/// A centred box listing every key of the current screen. When the keys do not fit the terminal, the list
/// scrolls from `firstLine` (the app frame moves it with ↑↓ PgUp PgDn) and ▲ / ▼ say that more is there;
/// every other key closes it.
public struct HelpOverlay: Sendable {
    public static let closingHint = "Press any key to close"
    public static let scrollingHint = "↑↓ PgUp PgDn scroll, others close"

    public let screenTitle: String
    public let hints: [KeyHint]
    public let theme: Theme
    /// The first key shown; clamped to what the area allows.
    public let firstLine: Int

    public init(screenTitle: String, hints: [KeyHint], theme: Theme, firstLine: Int = 0) {
        self.screenTitle = screenTitle
        self.hints = hints
        self.theme = theme
        self.firstLine = firstLine
    }

    /// Keys shown at once in `area`.
    public func visibleLineCount(in area: Rect) -> Int {
        let inner = Box.inner(box(in: area))
        // Below the list: a blank row and the closing hint; a list that scrolls gives up the blank row.
        let rows = inner.height - 2
        return hints.count <= rows ? hints.count : max(1, inner.height - 1)
    }

    /// The largest useful `firstLine` in `area`: 0 when every key fits.
    public func maxFirstLine(in area: Rect) -> Int {
        max(0, hints.count - visibleLineCount(in: area))
    }

    public func render(into buffer: inout ScreenBuffer, area: Rect) {
        let box = self.box(in: area)
        Box(title: title, style: theme.border, titleStyle: theme.text).render(into: &buffer, area: box)
        let inner = Box.inner(box).insetBy(dx: 1, dy: 0)
        guard inner.height >= 2 else { return }
        let rows = visibleLineCount(in: area)
        let first = min(max(0, firstLine), maxFirstLine(in: area))
        let keysWidth = self.keysWidth
        for (row, hint) in hints[first..<min(hints.count, first + rows)].enumerated() {
            let y = inner.y + row
            buffer.write(hint.keys, at: Point(x: inner.x, y: y), style: theme.keyBarKey, maxWidth: inner.width)
            let label = Ellipsis.fit(hint.label, width: inner.width - keysWidth - 2)
            buffer.write(label, at: Point(x: inner.x + keysWidth + 2, y: y), style: theme.text)
        }
        let scrolls = maxFirstLine(in: area) > 0
        // The marks sit on the right border, beside the first and last keys shown.
        if scrolls && first > 0 { buffer.put("▲", at: Point(x: box.maxX - 1, y: inner.y), style: theme.border) }
        if scrolls && first + rows < hints.count {
            buffer.put("▼", at: Point(x: box.maxX - 1, y: inner.y + rows - 1), style: theme.border)
        }
        let closing = Ellipsis.fit(scrolls ? Self.scrollingHint : Self.closingHint, width: inner.width)
        buffer.write(closing, at: Point(x: inner.x, y: inner.maxY - 1), style: theme.disabled)
    }

    private var title: String { "Help · " + screenTitle }

    private var keysWidth: Int { hints.map { DisplayWidth.of($0.keys) }.max() ?? 0 }

    private func box(in area: Rect) -> Rect {
        let lines = hints.map { keysWidth + 2 + DisplayWidth.of($0.label) }
        let hint = hints.count + 4 > area.height ? Self.scrollingHint : Self.closingHint
        let contentWidth = ([DisplayWidth.of(hint), DisplayWidth.of(title)] + lines).max() ?? 0
        return area.centered(Size(width: contentWidth + 4, height: hints.count + 4))
    }
}
