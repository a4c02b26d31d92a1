import MyCardsDisplayData

/// A one-column list with a selected row (reverse video and a ▶ marker), scrolled to keep the selection shown.
public struct ListView: Sendable {
    public let items: [ListItem]
    /// Shown greyed when there are no items.
    public let placeholder: String
    public let theme: Theme

    public init(items: [ListItem], placeholder: String = "", theme: Theme) {
        self.items = items
        self.placeholder = placeholder
        self.theme = theme
    }

    public func render(into buffer: inout ScreenBuffer, area: Rect, state: inout ListState) {
        guard !area.isEmpty else { return }
        buffer.fill(area, style: theme.text)
        guard !items.isEmpty else {
            buffer.write(
                Ellipsis.fit(placeholder, width: area.width - 2), at: Point(x: area.x + 2, y: area.y),
                style: theme.disabled)
            return
        }
        state.scroll(itemCount: items.count, visibleRows: area.height)
        for offset in 0..<min(area.height, items.count - state.firstRow) {
            let index = state.firstRow + offset
            drawRow(items[index], isSelected: index == state.selection, into: &buffer, row: area.row(offset))
        }
    }

    private func drawRow(_ item: ListItem, isSelected: Bool, into buffer: inout ScreenBuffer, row: Rect) {
        var style = isSelected ? theme.selection : theme.text
        if !item.isEnabled {
            style =
                isSelected
                ? Style(
                    foreground: style.foreground, background: style.background,
                    attributes: style.attributes.union(.dim)) : theme.disabled
        }
        if isSelected { buffer.fill(row, style: style) }
        let marker = isSelected ? String(theme.focusMarker) : " "
        buffer.write(marker, at: row.origin, style: style)
        buffer.write(
            Ellipsis.fit(item.displayText, width: row.width - 2), at: Point(x: row.x + 2, y: row.y), style: style)
    }
}
