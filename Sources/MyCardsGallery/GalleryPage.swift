import MyCardsUI

/// One page of the gallery: a view shown as the app would show it, with the paging keys first in the key bar,
/// and optionally a modal over it. `onShow` and `onHide` start and stop what the page plays (the camera).
@MainActor
final class GalleryPage: Screen {
    static let pagingHint = KeyHint(keys: "[ ]", label: "page")

    let screen: any Screen
    let makeModal: (@MainActor () -> any Screen)?
    let onShow: @MainActor () -> Void
    let onHide: @MainActor () -> Void

    init(
        _ screen: any Screen, modal: (@MainActor () -> any Screen)? = nil, onShow: @escaping @MainActor () -> Void = {},
        onHide: @escaping @MainActor () -> Void = {}
    ) {
        self.screen = screen
        self.makeModal = modal
        self.onShow = onShow
        self.onHide = onHide
    }

    var title: String { screen.title }
    var keyHints: [KeyHint] { [Self.pagingHint] + screen.keyHints }
    var acceptsTextInput: Bool { screen.acceptsTextInput }

    func render(into buffer: inout ScreenBuffer, area: Rect) -> Point? {
        screen.render(into: &buffer, area: area)
    }

    func handle(_ event: InputEvent) -> Bool {
        screen.handle(event)
    }
}
