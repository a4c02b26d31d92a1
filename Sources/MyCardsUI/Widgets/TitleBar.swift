/// The top row: "My Cards · <screen> [<ARCH>]", cut with "…" when narrow.
public struct TitleBar: Sendable {
    public let screenTitle: String
    public let architecture: String
    public let theme: Theme

    public init(screenTitle: String, architecture: String, theme: Theme) {
        self.screenTitle = screenTitle
        self.architecture = architecture
        self.theme = theme
    }

    public var text: String { "My Cards · \(screenTitle) [\(architecture)]" }

    public func render(into buffer: inout ScreenBuffer, area: Rect) {
        guard !area.isEmpty else { return }
        let row = area.row(0)
        buffer.fill(row, style: theme.titleBar)
        let inner = row.insetBy(dx: 1, dy: 0)
        buffer.write(Ellipsis.fit(text, width: inner.width), at: inner.origin, style: theme.titleBar)
    }
}
