/// A message wrapped to an area and centred in it, both ways: placeholders and errors of the screens.
enum CenteredText {
    static func draw(_ text: String, in area: Rect, style: Style, into buffer: inout ScreenBuffer) {
        let lines = TextWrap.lines(text, width: area.width - 2)
        let top = area.y + max(0, (area.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() where top + offset < area.maxY {
            let x = area.x + max(0, (area.width - DisplayWidth.of(line)) / 2)
            buffer.write(line, at: Point(x: x, y: top + offset), style: style)
        }
    }
}
