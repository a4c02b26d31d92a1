/// How big the Cards grid's tiles are in an area: a tile is an ID-1 card's picture, a blank row and the name row.
/// The tiles grow with the terminal: the largest tile with which every card fits on screen in two columns or
/// more; when they cannot all fit, as many columns of at least the smallest tile as the width takes, widened to
/// fill it. Below two smallest tiles side by side the view lays out a list instead.
enum CardTileSizing {
    /// The smallest tile: 22 columns make a 7-row ID-1 picture, the size the grid always had.
    static let minimumWidth = 22
    /// Columns between tiles and rows between tile rows.
    static let spacing = Size(width: 2, height: 1)
    /// Under the picture: a blank row, so every picture keeps a gap above its name, then the name.
    static let rowsBelowPicture = 2

    /// The tile for `itemCount` cards in `area` (the grid's area, inside the screen's margins).
    static func tileSize(itemCount: Int, in area: Size) -> Size {
        let maxColumns = (area.width + spacing.width) / (minimumWidth + spacing.width)
        guard maxColumns >= 2 else { return size(width: minimumWidth) }
        var best: Size?
        for columns in 2...maxColumns {
            let rows = max(1, (itemCount + columns - 1) / columns)
            let widthBudget = (area.width - (columns - 1) * spacing.width) / columns
            let heightBudget = (area.height - (rows - 1) * spacing.height) / rows
            guard let tile = largest(widthAtMost: widthBudget, heightAtMost: heightBudget) else { continue }
            if tile.width > best?.width ?? 0 { best = tile }
        }
        if let best { return best }
        let filling = (area.width - (maxColumns - 1) * spacing.width) / maxColumns
        return largest(widthAtMost: filling, heightAtMost: area.height) ?? size(width: minimumWidth)
    }

    /// A tile `width` columns wide: its picture keeps the ID-1 aspect.
    static func size(width: Int) -> Size {
        let picture = PhotoSlot.pictureSize(for: nil, in: Size(width: width, height: width))
        return Size(width: width, height: picture.height + rowsBelowPicture)
    }

    /// The widest tile of at least the minimum width within both budgets, or nil when even that is too big.
    private static func largest(widthAtMost widthBudget: Int, heightAtMost heightBudget: Int) -> Size? {
        var width = widthBudget
        while width >= minimumWidth {
            let tile = size(width: width)
            if tile.height <= heightBudget { return tile }
            width -= 1
        }
        return nil
    }
}
