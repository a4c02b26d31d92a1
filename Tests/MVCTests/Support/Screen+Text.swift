import MyCardsUI

extension Screen {
    /// The screen drawn alone into a buffer, as plain text: what the user would read in its content area.
    @MainActor
    func renderedText(width: Int = 100, height: Int = 30) -> String {
        var buffer = ScreenBuffer(size: Size(width: width, height: height))
        _ = render(into: &buffer, area: buffer.bounds)
        return buffer.text()
    }
}
