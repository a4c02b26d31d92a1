/// A centred box listing every key of the current screen; the app closes it on any key.
public struct HelpOverlay: Sendable {
    public static let closingHint = "Press any key to close"

    public let screenTitle: String
    public let hints: [KeyHint]
    public let theme: Theme

    public init(screenTitle: String, hints: [KeyHint], theme: Theme) {
        self.screenTitle = screenTitle
        self.hints = hints
        self.theme = theme
    }

    public func render(into buffer: inout ScreenBuffer, area: Rect) {
        let keysWidth = hints.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let lines = hints.map { hint in
            hint.keys + String(repeating: " ", count: keysWidth - DisplayWidth.of(hint.keys) + 2) + hint.label
        }
        let contentWidth = ([Self.closingHint, "Help · " + screenTitle] + lines).map { DisplayWidth.of($0) }.max() ?? 0
        let box = area.centered(Size(width: contentWidth + 4, height: lines.count + 4))
        Box(title: "Help · " + screenTitle, style: theme.border, titleStyle: theme.text).render(
            into: &buffer, area: box)
        let inner = Box.inner(box).insetBy(dx: 1, dy: 0)
        guard inner.height >= 2 else { return }
        // The last two inner rows hold a blank and the closing hint; cut the list with "…" above them.
        let listRows = inner.height - 2
        for (offset, hint) in hints.enumerated() where offset < listRows {
            let y = inner.y + offset
            if offset == listRows - 1 && hints.count > listRows {
                buffer.write(Ellipsis.mark, at: Point(x: inner.x, y: y), style: theme.disabled)
                break
            }
            buffer.write(hint.keys, at: Point(x: inner.x, y: y), style: theme.keyBarKey, maxWidth: inner.width)
            let label = Ellipsis.fit(hint.label, width: inner.width - keysWidth - 2)
            buffer.write(label, at: Point(x: inner.x + keysWidth + 2, y: y), style: theme.text)
        }
        let closing = Ellipsis.fit(Self.closingHint, width: inner.width)
        buffer.write(closing, at: Point(x: inner.x, y: inner.maxY - 1), style: theme.disabled)
    }
}
