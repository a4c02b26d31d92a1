import MyCardsDisplayData
import MyCardsKit

/// The image picker: the files of the photo folder in a list, the selected one previewed beside it (below it when
/// narrow). The owner answers `onSelectionChange` with a new preview; greyed files cannot be picked.
@MainActor
public final class PhotoLibraryView: Screen, SendsViewEvents {
    public var eventRoute: BoundaryRoute?
    /// Below this width the preview goes under the list.
    static let sideBySideWidth = 60
    /// From this height the folder is named on the first row.
    static let headerHeight = 16

    public let title = "Photo library"
    public var data = PhotoLibraryDisplayData() {
        didSet {
            told("set data")
            list.select(list.selection, itemCount: data.items.count)
        }
    }
    public var onSelectionChange: (@MainActor (Int) -> Void)?
    public var onPick: (@MainActor (Int) -> Void)?
    public var onClose: (@MainActor () -> Void)?

    private let theme: Theme
    private var list = ListState()
    /// Where the list was drawn last, for clicks.
    private var listArea = Rect(x: 0, y: 0, width: 0, height: 0)

    public init(theme: Theme) {
        self.theme = theme
    }

    static func unavailableText(_ reason: String) -> String {
        "Cannot show this file: \(reason)"
    }

    public static func emptyMessage(folder: String) -> String {
        "No PNG or JPEG images in \(folder)"
    }

    public static func listingMessage(folder: String) -> String {
        "Reading \(folder)…"
    }

    /// The selected row; the owner may set it (clamped to the items).
    public var selectedIndex: Int {
        get { list.selection }
        set { list.select(newValue, itemCount: data.items.count) }
    }

    public var keyHints: [KeyHint] {
        let close = KeyHint(keys: "Esc", label: "close")
        guard !data.items.isEmpty else { return [close] }
        let pick = canPick ? [KeyHint(keys: "Enter", label: "pick")] : []
        return pick + [
            KeyHint(keys: "↑↓ jk", label: "move"), close, KeyHint(keys: "g/G", label: "first/last"),
            KeyHint(keys: "PgUp/PgDn", label: "page"),
        ]
    }

    public func render(into buffer: inout ScreenBuffer, area: Rect) -> Point? {
        buffer.fill(area, style: theme.text)
        var body = area
        if area.height >= Self.headerHeight {
            let header = Ellipsis.fit(data.folder, width: area.width - 2)
            buffer.write(header, at: Point(x: area.x + 1, y: area.y), style: theme.disabled)
            body = Rect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 1)
        }
        guard !data.items.isEmpty else {
            let message =
                data.problem
                ?? (data.isListed ? Self.emptyMessage(folder: data.folder) : Self.listingMessage(folder: data.folder))
            let lines = TextWrap.lines(message, width: body.width - 4)
            for (offset, line) in lines.enumerated() {
                buffer.write(line, at: Point(x: body.x + 2, y: body.y + 1 + offset), style: theme.text)
            }
            return nil
        }
        let (listRect, previewRect) = split(body, into: &buffer)
        listArea = listRect
        ListView(items: data.items, theme: theme).render(into: &buffer, area: listRect, state: &list)
        drawPreview(in: previewRect, into: &buffer)
        return nil
    }

    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(.escape):
            send("close") { onClose?() }
        case .key(.enter):
            guard canPick else { return false }
            send("pick") { onPick?(list.selection) }
        case .key(let key):
            guard let movement = Movement(key: key), ![.left, .right].contains(movement),
                key != .home, key != .end, !data.items.isEmpty
            else { return false }
            select { $0.move(movement, itemCount: data.items.count) }
        case .mouse(let mouse):
            guard mouse.kind == .click || mouse.kind == .doubleClick,
                let index = list.index(at: mouse.position, in: listArea, itemCount: data.items.count)
            else { return false }
            select { $0.select(index, itemCount: data.items.count) }
            if mouse.kind == .doubleClick && canPick { send("pick") { onPick?(index) } }
        case .resize, .paste:
            return false
        }
        return true
    }

    private var canPick: Bool {
        data.items.indices.contains(list.selection) && data.items[list.selection].isEnabled
    }

    private func select(_ change: (inout ListState) -> Void) {
        let before = list.selection
        change(&list)
        if list.selection != before { send("selectionChange") { onSelectionChange?(list.selection) } }
    }

    /// The list and the preview, side by side with a rule between them, or stacked when narrow.
    private func split(_ body: Rect, into buffer: inout ScreenBuffer) -> (list: Rect, preview: Rect) {
        if body.width >= Self.sideBySideWidth {
            let listWidth = max(24, body.width * 2 / 5)
            for y in body.y..<body.maxY {
                buffer.put("│", at: Point(x: body.x + listWidth, y: y), style: theme.border)
            }
            let preview = Rect(
                x: body.x + listWidth + 2, y: body.y, width: body.width - listWidth - 3, height: body.height)
            return (Rect(x: body.x, y: body.y, width: listWidth, height: body.height), preview)
        }
        let listHeight = max(2, body.height * 2 / 5)
        let rule = Rect(x: body.x, y: body.y + listHeight, width: body.width, height: 1)
        buffer.fill(rule, with: "─", style: theme.border)
        let preview = Rect(x: body.x, y: rule.maxY, width: body.width, height: body.maxY - rule.maxY)
        return (Rect(x: body.x, y: body.y, width: body.width, height: listHeight), preview)
    }

    /// A greyed file's reason is cut in its list row; the preview pane shows it whole, whatever the owner sent.
    private func drawPreview(in area: Rect, into buffer: inout ScreenBuffer) {
        if data.items.indices.contains(list.selection), let reason = data.items[list.selection].disabledReason {
            return CenteredText.draw(Self.unavailableText(reason), in: area, style: theme.disabled, into: &buffer)
        }
        switch data.preview {
        case .none:
            break
        case .image(let image):
            PhotoView(image: image, mode: theme.colorMode, caption: "\(image.size.description) pixels").draw(
                into: &buffer, in: area)
        case .unavailable(let reason):
            CenteredText.draw(Self.unavailableText(reason), in: area, style: theme.disabled, into: &buffer)
        }
    }
}
