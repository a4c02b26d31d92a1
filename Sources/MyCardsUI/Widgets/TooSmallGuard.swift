/// What the whole screen shows while the terminal is below the minimum size. Drawing it touches no screen's state,
/// so enlarging the terminal brings everything back as it was.
public struct TooSmallGuard: Sendable {
    public static let minimumSize = Size(width: 40, height: 12)
    public static let message = "Terminal too small (need \(minimumSize))"

    public let theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    public static func isTooSmall(_ size: Size) -> Bool {
        size.width < minimumSize.width || size.height < minimumSize.height
    }

    public func render(into buffer: inout ScreenBuffer, area: Rect) {
        buffer.fill(area, style: theme.text)
        let lines = TextWrap.lines(Self.message, width: area.width)
        let top = area.y + max(0, (area.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() where top + offset < area.maxY {
            let x = area.x + max(0, (area.width - DisplayWidth.of(line)) / 2)
            buffer.write(line, at: Point(x: x, y: top + offset), style: theme.error)
        }
    }
}
