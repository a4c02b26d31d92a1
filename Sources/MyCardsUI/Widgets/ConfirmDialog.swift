/// A centred box asking a yes/no question; " (y/n)" is added to the question.
public struct ConfirmDialog: Sendable {
    public enum Result: Hashable, Sendable {
        case yes, no
    }

    public static let keyHints = [KeyHint(keys: "y", label: "yes"), KeyHint(keys: "n/Esc", label: "no")]

    public let question: String
    public let theme: Theme

    public init(question: String, theme: Theme) {
        self.question = question
        self.theme = theme
    }

    public var text: String { question + " (y/n)" }

    /// `y` answers yes; `n` and Esc answer no; any other key is no answer.
    public static func result(for key: Key) -> Result? {
        switch key {
        case .character("y"), .character("Y"): .yes
        case .character("n"), .character("N"), .escape: .no
        default: nil
        }
    }

    public func render(into buffer: inout ScreenBuffer, area: Rect) {
        let lines = TextWrap.lines(text, width: min(56, area.width - 6))
        guard !lines.isEmpty else { return }
        let textWidth = lines.map { DisplayWidth.of($0) }.max() ?? 0
        let box = area.centered(Size(width: textWidth + 4, height: lines.count + 4))
        Box(style: theme.border).render(into: &buffer, area: box)
        for (offset, line) in lines.enumerated() where offset < box.height - 4 {
            buffer.write(line, at: Point(x: box.x + 2, y: box.y + 2 + offset), style: theme.text)
        }
    }
}
