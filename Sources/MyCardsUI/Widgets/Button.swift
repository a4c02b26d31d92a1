/// A push button "[ Save ]"; when focused it is led by the ▶ marker and drawn in the focus style.
public struct Button: Sendable {
    public let label: String
    public let isFocused: Bool
    public let isEnabled: Bool
    public let theme: Theme

    public init(label: String, isFocused: Bool = false, isEnabled: Bool = true, theme: Theme) {
        self.label = label
        self.isFocused = isFocused
        self.isEnabled = isEnabled
        self.theme = theme
    }

    /// Columns taken: the marker, then "[ label ]".
    public var width: Int { DisplayWidth.of(label) + 5 }

    public func render(into buffer: inout ScreenBuffer, area: Rect) {
        guard !area.isEmpty else { return }
        let style = !isEnabled ? theme.disabled : isFocused ? theme.focus : theme.text
        let marker = isFocused ? String(theme.focusMarker) : " "
        buffer.write(marker, at: area.origin, style: theme.text, maxWidth: area.width)
        buffer.write("[ \(label) ]", at: Point(x: area.x + 1, y: area.y), style: style, maxWidth: area.width - 1)
    }
}
