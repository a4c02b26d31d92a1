/// A frame of box-drawing lines with an optional title in the top edge; the inside is cleared.
public struct Box: Sendable {
    public let title: String?
    public let style: Style
    public let titleStyle: Style

    public init(title: String? = nil, style: Style = .plain, titleStyle: Style = .bold) {
        self.title = title
        self.style = style
        self.titleStyle = titleStyle
    }

    /// The area inside the frame.
    public static func inner(_ area: Rect) -> Rect {
        area.insetBy(dx: 1, dy: 1)
    }

    public func render(into buffer: inout ScreenBuffer, area: Rect) {
        guard area.width >= 2, area.height >= 2 else { return }
        buffer.fill(area, style: .plain)
        let right = area.maxX - 1
        let bottom = area.maxY - 1
        for x in area.x + 1..<right {
            buffer.put("─", at: Point(x: x, y: area.y), style: style)
            buffer.put("─", at: Point(x: x, y: bottom), style: style)
        }
        for y in area.y + 1..<bottom {
            buffer.put("│", at: Point(x: area.x, y: y), style: style)
            buffer.put("│", at: Point(x: right, y: y), style: style)
        }
        buffer.put("┌", at: area.origin, style: style)
        buffer.put("┐", at: Point(x: right, y: area.y), style: style)
        buffer.put("└", at: Point(x: area.x, y: bottom), style: style)
        buffer.put("┘", at: Point(x: right, y: bottom), style: style)
        if let title, area.width >= 6 {
            let fitted = Ellipsis.fit(title, width: area.width - 6)
            buffer.write(" \(fitted) ", at: Point(x: area.x + 2, y: area.y), style: titleStyle)
        }
    }
}
