import MyCardsDisplayData
import MyCardsKit

/// The start screen: the cards as a grid of tiles (front photo, name under it), or a one-column list of small
/// thumbnails when two tiles do not fit side by side. It moves its own selection and reports every user action;
/// what the actions mean is the owner's business.
@MainActor
public final class CardsView: Screen, SendsViewEvents {
    public var eventRoute: BoundaryRoute?
    public static let emptyHint = "No cards yet — press n to add one"
    /// In the list, a thumbnail of 10 × 3 cells, the name beside it.
    static let listRowHeight = 3
    static let thumbnailWidth = 10

    /// "Cards"; an owner may say more (the workshop's first exercise counts the cards here).
    public var title = "Cards"
    public var data = CardsDisplayData.loading {
        didSet {
            told("set data")
            applySelection(replacing: oldValue)
        }
    }
    public var onSelect: (@MainActor (String) -> Void)?
    public var onOpen: (@MainActor (String) -> Void)?
    public var onNew: (@MainActor () -> Void)?
    public var onRefresh: (@MainActor () -> Void)?
    public var onQuit: (@MainActor () -> Void)?
    /// `f`, offered only when an owner sets it: no variant does; the workshop's second round builds a favourites
    /// filter on it.
    public var onToggleFavourites: (@MainActor () -> Void)?
    /// `c` with the selected card's identifier, offered only when an owner sets it: no variant does; the workshop's
    /// navigation round opens the Code screen from the list with it.
    public var onShowCode: (@MainActor (String) -> Void)?
    /// `Esc`, offered only when an owner sets it: no variant does; the workshop's async round stops a download
    /// with it.
    public var onStopDownload: (@MainActor () -> Void)?

    private let theme: Theme
    private let photoCache: PhotoCache
    private var grid = TileGridState()
    /// The selected card while it is off the list (deleted in another window): if it comes back before the user
    /// moves (saved again there or here), it is selected again rather than the neighbour that stood in for it.
    private var missingSelection: String?
    /// The content area of the last frame: keys and clicks are laid out against what the user saw.
    private var area = Rect(x: 0, y: 1, width: 80, height: 21)

    public init(theme: Theme, photoCache: PhotoCache) {
        self.theme = theme
        self.photoCache = photoCache
    }

    /// The identifier of the selected tile; nil when there are no cards. New data keeps the selection on the same
    /// card (or the same place when that card is gone); the owner may select a card (say, one just created).
    /// Setting an identifier that is not shown changes nothing.
    public var selectedIdentifier: String? {
        get { data.tiles.indices.contains(grid.selection) ? data.tiles[grid.selection].identifier : nil }
        set {
            guard let index = data.tiles.firstIndex(where: { $0.identifier == newValue }) else { return }
            missingSelection = nil
            grid.select(index, in: layout())
        }
    }

    public var keyHints: [KeyHint] {
        let always = [
            KeyHint(keys: "n", label: "new card"), KeyHint(keys: "r", label: "download again"),
            KeyHint(keys: "q", label: "quit"),
        ]
        let filter = onToggleFavourites == nil ? [] : [KeyHint(keys: "f", label: "favourites only")]
        let stop = onStopDownload == nil ? [] : [KeyHint(keys: "Esc", label: "stop download")]
        guard !data.tiles.isEmpty else { return always + filter + stop }
        let code = onShowCode == nil ? [] : [KeyHint(keys: "c", label: "code")]
        return [KeyHint(keys: "Enter", label: "open")] + code + always + filter + stop + [
            KeyHint(keys: "↑↓←→ hjkl", label: "move"), KeyHint(keys: "g/G", label: "first/last"),
            KeyHint(keys: "PgUp/PgDn", label: "page"),
        ]
    }

    public func render(into buffer: inout ScreenBuffer, area: Rect) -> Point? {
        self.area = area
        buffer.fill(area, style: theme.text)
        guard !data.tiles.isEmpty else {
            guard data.isLoaded else { return nil }
            let hint = Ellipsis.fit(Self.emptyHint, width: area.width - 2)
            let origin = Point(
                x: area.x + max(0, (area.width - DisplayWidth.of(hint)) / 2), y: area.y + area.height / 2 - 1)
            buffer.write(hint, at: origin, style: theme.text)
            return nil
        }
        let layout = self.layout()
        grid.keepSelectionVisible(in: layout)
        preparePhotos(grid.visibleRange(in: layout), in: layout)
        for index in grid.visibleRange(in: layout) {
            guard let rect = grid.tileRect(for: index, in: layout) else { continue }
            let tile = data.tiles[index]
            let isSelected = index == grid.selection
            if layout.isSingleColumn {
                drawListRow(tile, isSelected: isSelected, in: rect, into: &buffer)
            } else {
                drawTile(tile, isSelected: isSelected, in: rect, into: &buffer)
            }
        }
        prefetchPhotos(around: grid.visibleRange(in: layout), in: layout)
        return nil
    }

    /// The shown tiles' photos that are not rendered yet, made on every core before the tiles are drawn: at launch
    /// that is all of them.
    private func preparePhotos(_ shown: Range<Int>, in layout: GridLayout) {
        let photos = shown.compactMap { data.tiles[$0].front }
        photoCache.prepare(photos, fitting: pictureSize(in: layout), mode: theme.colorMode)
    }

    private func pictureSize(in layout: GridLayout) -> Size {
        let tile = Rect(x: 0, y: 0, width: layout.tileSize.width, height: layout.tileSize.height)
        return Self.pictureArea(of: tile, isSingleColumn: layout.isSingleColumn).size
    }

    /// The photos of the rows just below and above the shown ones, rendered in the background at the size their
    /// tiles will have, so the key that scrolls to them finds them ready.
    private func prefetchPhotos(around shown: Range<Int>, in layout: GridLayout) {
        let picture = pictureSize(in: layout)
        let below = shown.upperBound..<min(data.tiles.count, shown.upperBound + layout.columns)
        let above = max(0, shown.lowerBound - layout.columns)..<shown.lowerBound
        for index in Array(below) + Array(above) {
            guard let photo = data.tiles[index].front else { continue }
            photoCache.prefetch(photo, fitting: picture, mode: theme.colorMode)
        }
    }

    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key): handle(key)
        case .mouse(let mouse): handle(mouse)
        case .resize, .paste: false
        }
    }

    private func handle(_ key: Key) -> Bool {
        switch key {
        case .character("n"): send("new") { onNew?() }
        case .character("r"): send("refresh") { onRefresh?() }
        case .character("q"): send("quit") { onQuit?() }
        case .character("f") where onToggleFavourites != nil: send("favourites") { onToggleFavourites?() }
        case .character("c") where onShowCode != nil:
            guard let identifier = selectedIdentifier else { return false }
            send("code") { onShowCode?(identifier) }
        case .escape where onStopDownload != nil: send("stop download") { onStopDownload?() }
        case .enter:
            guard let identifier = selectedIdentifier else { return false }
            send("open") { onOpen?(identifier) }
        case .home, .end:
            return false
        default:
            guard let movement = Movement(key: key), !data.tiles.isEmpty else { return false }
            select { $0.move(movement, in: layout()) }
        }
        return true
    }

    private func handle(_ mouse: MouseEvent) -> Bool {
        let layout = self.layout()
        guard mouse.kind == .click || mouse.kind == .doubleClick,
            let index = grid.index(at: mouse.position, in: layout)
        else { return false }
        select { $0.select(index, in: layout) }
        if mouse.kind == .doubleClick, let identifier = selectedIdentifier {
            send("open") { onOpen?(identifier) }
        }
        return true
    }

    /// Applies a change to the grid state and reports the new selection when it moved.
    private func select(_ change: (inout TileGridState) -> Void) {
        missingSelection = nil
        let before = selectedIdentifier
        change(&grid)
        if let identifier = selectedIdentifier, identifier != before {
            send("select") { onSelect?(identifier) }
        }
    }

    private func applySelection(replacing old: CardsDisplayData) {
        let shown = old.tiles.indices.contains(grid.selection) ? old.tiles[grid.selection].identifier : nil
        let wanted = missingSelection ?? shown
        if let index = data.tiles.firstIndex(where: { $0.identifier == wanted }) {
            missingSelection = nil
            grid.select(index, in: layout())
        } else {
            if wanted != nil, !old.tiles.isEmpty { missingSelection = wanted }
            let stand = data.tiles.firstIndex { $0.identifier == shown } ?? grid.selection
            grid.select(stand, in: layout())
        }
    }

    /// The tile grid, its tiles as large as the area allows, or a list of thumbnail rows when two tiles do not
    /// fit side by side.
    private func layout() -> GridLayout {
        let gridArea = Rect(x: area.x + 1, y: area.y + 1, width: area.width - 2, height: area.height - 1)
        let tiles = GridLayout(
            itemCount: data.tiles.count,
            tileSize: CardTileSizing.tileSize(itemCount: data.tiles.count, in: gridArea.size), area: gridArea,
            spacing: CardTileSizing.spacing)
        guard tiles.isSingleColumn else { return tiles }
        return GridLayout(
            itemCount: data.tiles.count, tileSize: Size(width: area.width, height: Self.listRowHeight), area: area,
            spacing: .zero)
    }

    /// Where a tile's photo goes: above its name in the grid, at the left of a list row. The prefetch renders
    /// photos at this size too, so the frame that shows them finds them ready.
    private static func pictureArea(of tile: Rect, isSingleColumn: Bool) -> Rect {
        isSingleColumn
            ? Rect(x: tile.x, y: tile.y, width: thumbnailWidth, height: tile.height)
            : Rect(x: tile.x, y: tile.y, width: tile.width, height: tile.height - CardTileSizing.rowsBelowPicture)
    }

    private func drawTile(_ tile: CardTile, isSelected: Bool, in rect: Rect, into buffer: inout ScreenBuffer) {
        drawPicture(of: tile, in: Self.pictureArea(of: rect, isSingleColumn: false), into: &buffer)
        let nameRow = Rect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1)
        let style = isSelected ? theme.selection : theme.text
        if isSelected { buffer.fill(nameRow, style: style) }
        let name = Self.label(tile.label, isSelected: isSelected, width: rect.width - 4)
        let x = rect.x + 2 + (rect.width - 4 - DisplayWidth.of(name)) / 2
        if isSelected { buffer.put(theme.focusMarker, at: nameRow.origin, style: style) }
        buffer.write(name, at: Point(x: x, y: nameRow.y), style: style, maxWidth: rect.maxX - x)
    }

    private func drawListRow(_ tile: CardTile, isSelected: Bool, in rect: Rect, into buffer: inout ScreenBuffer) {
        drawPicture(of: tile, in: Self.pictureArea(of: rect, isSingleColumn: true), into: &buffer)
        let text = Rect(
            x: rect.x + Self.thumbnailWidth + 1, y: rect.y, width: rect.width - Self.thumbnailWidth - 1,
            height: rect.height)
        let style = isSelected ? theme.selection : theme.text
        if isSelected { buffer.fill(text, style: style) }
        let middle = text.y + text.height / 2
        if isSelected { buffer.put(theme.focusMarker, at: Point(x: text.x, y: middle), style: style) }
        let label = Self.label(tile.label, isSelected: isSelected, width: text.width - 3)
        buffer.write(label, at: Point(x: text.x + 2, y: middle), style: style, maxWidth: text.maxX - text.x - 2)
    }

    /// A label never leaves its tile: cut to it, the selected one keeping its end as well as its start, so cards
    /// whose names share a long start can be told apart without covering the neighbours' names.
    private static func label(_ label: String, isSelected: Bool, width: Int) -> String {
        isSelected ? Ellipsis.fitMiddle(label, width: width) : Ellipsis.fit(label, width: width)
    }

    /// The front photo; without one, the card's number in the card-shaped frame (a card kept for its code alone),
    /// else the frame saying there is no photo.
    private func drawPicture(of tile: CardTile, in rect: Rect, into buffer: inout ScreenBuffer) {
        guard tile.front == nil, let number = tile.number else {
            return PhotoSlot.draw(tile.front, cache: photoCache, theme: theme, in: rect, into: &buffer)
        }
        let frame = rect.centered(PhotoSlot.pictureSize(for: nil, in: rect.size))
        Box(style: theme.border).render(into: &buffer, area: frame)
        CenteredText.draw(number, in: frame, style: theme.text, into: &buffer)
    }
}
