/// The row above the key bar: a message, led by a spinner frame while something runs.
public struct StatusLine: Sendable {
    public let message: String
    public let isBusy: Bool
    public let isError: Bool
    public let spinner: Spinner
    public let theme: Theme

    public init(
        message: String, isBusy: Bool = false, isError: Bool = false, spinner: Spinner = Spinner(), theme: Theme
    ) {
        self.message = message
        self.isBusy = isBusy
        self.isError = isError
        self.spinner = spinner
        self.theme = theme
    }

    public var text: String { isBusy ? "\(spinner.frame(for: theme.colorMode)) \(message)" : message }

    public func render(into buffer: inout ScreenBuffer, area: Rect) {
        guard !area.isEmpty else { return }
        let row = area.row(0)
        let style = isError ? theme.error : theme.status
        buffer.fill(row, style: theme.text)
        let inner = row.insetBy(dx: 1, dy: 0)
        buffer.write(Ellipsis.fit(text, width: inner.width), at: inner.origin, style: style)
    }
}
