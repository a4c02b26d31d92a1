/// A one-line text input drawn on the first row of its area; the field's extent is visible without colour
/// (underlined, reversed when focused).
public struct TextField: Sendable {
    public let placeholder: String
    public let isFocused: Bool
    public let theme: Theme

    public init(placeholder: String = "", isFocused: Bool, theme: Theme) {
        self.placeholder = placeholder
        self.isFocused = isFocused
        self.theme = theme
    }

    /// Draws the field, scrolling `state` so its cursor is visible. Returns where the terminal cursor belongs,
    /// or nil when the field is not focused.
    @discardableResult
    public func render(into buffer: inout ScreenBuffer, area: Rect, state: inout TextFieldState) -> Point? {
        guard !area.isEmpty else { return nil }
        let row = area.row(0)
        let style = isFocused ? theme.focusedField : theme.field
        buffer.fill(row, style: style)
        if state.text.isEmpty && !isFocused {
            buffer.write(Ellipsis.fit(placeholder, width: row.width), at: row.origin, style: theme.disabled)
            return nil
        }
        state.scrollToCursor(width: row.width)
        let visible = state.visible(width: row.width)
        buffer.write(visible.text, at: row.origin, style: style)
        return isFocused ? Point(x: row.x + visible.cursorColumn, y: row.y) : nil
    }
}
