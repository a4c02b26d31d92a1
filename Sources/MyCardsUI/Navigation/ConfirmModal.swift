/// A `ConfirmDialog` as a modal: swallows every event, reports y / n / Esc.
@MainActor
public final class ConfirmModal: Screen {
    public let dialog: ConfirmDialog
    private let onResult: @MainActor (ConfirmDialog.Result) -> Void

    public init(question: String, theme: Theme, onResult: @escaping @MainActor (ConfirmDialog.Result) -> Void) {
        self.dialog = ConfirmDialog(question: question, theme: theme)
        self.onResult = onResult
    }

    public var title: String { dialog.question }
    public var keyHints: [KeyHint] { ConfirmDialog.keyHints }

    public func render(into buffer: inout ScreenBuffer, area: Rect) -> Point? {
        dialog.render(into: &buffer, area: area)
        return nil
    }

    public func handle(_ event: InputEvent) -> Bool {
        if case .key(let key) = event, let result = ConfirmDialog.result(for: key) {
            onResult(result)
        }
        return true
    }
}
