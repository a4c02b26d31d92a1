import MyCardsUI

/// A screen for navigation tests: records the events it gets and keeps a text field's state, as a real form does.
@MainActor
final class ScreenSpy: Screen {
    let title: String
    var keyHints: [KeyHint]
    var acceptsTextInput = false
    var statusScope = ""
    var consumes = true
    var field = TextFieldState()
    private(set) var events: [InputEvent] = []
    private(set) var renderCount = 0

    init(title: String, keyHints: [KeyHint] = [KeyHint(keys: "Enter", label: "open")]) {
        self.title = title
        self.keyHints = keyHints
    }

    func render(into buffer: inout ScreenBuffer, area: Rect) -> Point? {
        renderCount += 1
        buffer.write("\(title) content", at: Point(x: area.x + 1, y: area.y + 1))
        let fieldArea = Rect(x: area.x + 1, y: area.y + 3, width: min(20, area.width - 2), height: 1)
        return TextField(isFocused: acceptsTextInput, theme: .monochrome).render(
            into: &buffer, area: fieldArea, state: &field)
    }

    func handle(_ event: InputEvent) -> Bool {
        events.append(event)
        if acceptsTextInput, case .key(let key) = event { return field.handle(key) }
        return consumes
    }
}
