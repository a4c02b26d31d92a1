/// A small popup of items chosen by their key letter ("c Camera", "l Library"); Esc closes it.
public struct Menu: Sendable {
    public struct Item: Hashable, Sendable {
        public let key: Character
        public let label: String

        public init(key: Character, label: String) {
            self.key = key
            self.label = label
        }
    }

    public let title: String?
    public let items: [Item]
    public let theme: Theme

    public init(title: String? = nil, items: [Item], theme: Theme) {
        self.title = title
        self.items = items
        self.theme = theme
    }

    public var keyHints: [KeyHint] {
        items.map { KeyHint(keys: String($0.key), label: $0.label.lowercased()) } + [
            KeyHint(keys: "Esc", label: "close")
        ]
    }

    /// The item whose letter was typed, or nil.
    public func item(for key: Key) -> Item? {
        guard case .character(let character) = key else { return nil }
        return items.first { $0.key == character }
    }

    public func render(into buffer: inout ScreenBuffer, area: Rect) {
        let lines = items.map { "\($0.key)  \($0.label)" }
        let titleWidth = title.map { DisplayWidth.of($0) + 6 } ?? 0
        let width = max(titleWidth, (lines.map { DisplayWidth.of($0) }.max() ?? 0) + 6)
        let box = area.centered(Size(width: width, height: items.count + 2))
        Box(title: title, style: theme.border, titleStyle: theme.text).render(into: &buffer, area: box)
        let inner = Box.inner(box).insetBy(dx: 2, dy: 0)
        for (offset, item) in items.enumerated() where offset < inner.height {
            let y = inner.y + offset
            buffer.write(String(item.key), at: Point(x: inner.x, y: y), style: theme.keyBarKey, maxWidth: inner.width)
            let label = Ellipsis.fit(item.label, width: inner.width - 3)
            buffer.write(label, at: Point(x: inner.x + 3, y: y), style: theme.text)
        }
    }
}
