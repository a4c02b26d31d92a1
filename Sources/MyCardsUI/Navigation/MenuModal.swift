/// A `Menu` as a modal: swallows every event, reports the item picked by its letter, or nil on Esc.
@MainActor
public final class MenuModal: Screen {
    public let menu: Menu
    private let onSelect: @MainActor (Menu.Item?) -> Void

    public init(menu: Menu, onSelect: @escaping @MainActor (Menu.Item?) -> Void) {
        self.menu = menu
        self.onSelect = onSelect
    }

    public var title: String { menu.title ?? "" }
    public var keyHints: [KeyHint] { menu.keyHints }

    public func render(into buffer: inout ScreenBuffer, area: Rect) -> Point? {
        menu.render(into: &buffer, area: area)
        return nil
    }

    public func handle(_ event: InputEvent) -> Bool {
        guard case .key(let key) = event else { return true }
        if key == .escape {
            onSelect(nil)
        } else if let item = menu.item(for: key) {
            onSelect(item)
        }
        return true
    }
}
