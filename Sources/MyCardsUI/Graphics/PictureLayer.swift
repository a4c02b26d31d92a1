import Foundation
import MyCardsKit

/// Keeps the terminal's pixels in step with the frames: given a frame's pictures, says which rows curses must draw
/// again before its refresh, and which bytes go out after it. Pure apart from the encoding it caches, so every rule
/// is pinned by `PictureLayerSpec` without a terminal.
///
/// - A picture shown in the last frame at the same cells is left alone: moving through the grid sends nothing for
///   the tiles that stay.
/// - kitty: a picture's image is sent once and shown by id (`a=p`); one that goes is deleted by id, its data freed
///   when no picture on screen shows it any more.
/// - sixel and iTerm2 leave their pixels in the cells: when a picture goes, its rows are drawn again by curses (the
///   text replaces the pixels), and any picture still shown on those rows is sent again.
/// - A full redraw (first frame, resize, back from Ctrl-Z) sends every picture again.
/// - Encoded pictures are kept while on screen and dropped when off it.
public final class PictureLayer {
    public struct Update: Equatable {
        /// Rows (top, count) curses must draw whole again before it refreshes.
        public var redrawRows: [Range<Int>] = []
        /// What to write after curses' refresh.
        public var output: [UInt8] = []

        public init(redrawRows: [Range<Int>] = [], output: [UInt8] = []) {
            self.redrawRows = redrawRows
            self.output = output
        }
    }

    private struct Shown {
        let placed: PlacedPicture
        /// The kitty image id and placement; 0 for the other protocols.
        let image: Int
        let placement: Int
    }

    private struct Encoded {
        let picture: Picture
        let cells: Size
        let bytes: [UInt8]
        /// kitty: the id the image was sent under.
        let image: Int
    }

    public var graphics: PixelGraphics
    private let renderer: PictureRenderer
    private var shown: [Shown] = []
    private var encoded: [Encoded] = []
    private var nextImage = 1
    private var nextPlacement = 0

    public init(graphics: PixelGraphics, renderer: PictureRenderer = PictureRenderer()) {
        self.graphics = graphics
        self.renderer = renderer
    }

    /// How many encoded pictures are kept (the ones on screen).
    public var keptCount: Int { encoded.count }

    public func update(to pictures: [PlacedPicture], fullRedraw: Bool) -> Update {
        let visible = pictures.filter { !$0.isCovered }.map { PlacedPicture(picture: $0.picture, rect: $0.rect) }
        var update = Update()
        if fullRedraw {
            update.output += forgetAll()
        }
        let gone = shown.filter { old in !visible.contains(old.placed) }
        let kept = shown.filter { old in visible.contains(old.placed) }
        let added = visible.filter { new in !shown.contains { $0.placed == new } }
        switch graphics.kind {
        case .kitty:
            for old in gone {
                update.output += wrap(GraphicsSequences.kittyDelete(id: old.image, placement: 1, freeing: false))
            }
        case .sixel, .iterm:
            update.redrawRows = gone.map { $0.placed.rect.y..<$0.placed.rect.maxY }
        }
        var placements: [UInt8] = []
        var next: [Shown] = []
        for old in kept {
            let touched = update.redrawRows.contains { $0.overlaps(old.placed.rect.y..<old.placed.rect.maxY) }
            if touched, let bytes = draw(old.placed, placement: old.placement) { placements += bytes }
            next.append(old)
        }
        for placed in added {
            guard let entry = encoding(of: placed) else { continue }
            nextPlacement += 1
            if let bytes = draw(placed, placement: nextPlacement, entry: entry) { placements += bytes }
            next.append(Shown(placed: placed, image: entry.image, placement: nextPlacement))
        }
        shown = next
        // kitty's images reach the terminal before the placements that show them.
        update.output += pendingTransmissions + placements + dropUnused()
        pendingTransmissions.removeAll()
        return update
    }

    /// Takes every picture away (before Ctrl-Z hands the terminal back, and on quit): kitty's by id; the others go
    /// with the screen curses leaves.
    public func forgetAll() -> [UInt8] {
        var output: [UInt8] = []
        if graphics.kind == .kitty {
            for entry in encoded { output += wrap(GraphicsSequences.kittyDelete(id: entry.image, freeing: true)) }
        }
        shown.removeAll()
        encoded.removeAll()
        return output
    }

    private func draw(_ placed: PlacedPicture, placement: Int, entry: Encoded? = nil) -> [UInt8]? {
        guard let entry = entry ?? encoding(of: placed) else { return nil }
        let bytes =
            graphics.kind == .kitty
            ? GraphicsSequences.kittyPlace(id: entry.image, placement: placement, cells: placed.rect.size)
            : entry.bytes
        return wrap(GraphicsSequences.at(placed.rect.origin, bytes))
    }

    /// The picture encoded for its cells, made the first time; kitty's is sent to the terminal then, so the returned
    /// entry's bytes are empty afterwards.
    private func encoding(of placed: PlacedPicture) -> Encoded? {
        if let entry = encoded.first(where: { $0.picture == placed.picture && $0.cells == placed.rect.size }) {
            return entry
        }
        let cells = placed.rect.size
        let size = PixelSize(width: cells.width * graphics.cell.width, height: cells.height * graphics.cell.height)
        guard let pixels = renderer.pixels(of: placed.picture, size: size) else { return nil }
        let entry: Encoded
        switch graphics.kind {
        case .sixel:
            entry = Encoded(
                picture: placed.picture, cells: cells,
                bytes: SixelEncoder(colors: graphics.colorRegisters).encode(pixels),
                image: 0)
        case .iterm:
            guard let png = try? PNGEncoder.encode(pixels) else { return nil }
            entry = Encoded(
                picture: placed.picture, cells: cells, bytes: GraphicsSequences.iTermInline(png: png, cells: cells),
                image: 0)
        case .kitty:
            guard let png = try? PNGEncoder.encode(pixels) else { return nil }
            let id = nextImage
            nextImage += 1
            pendingTransmissions += wrap(GraphicsSequences.kittyTransmit(png: png, id: id))
            entry = Encoded(picture: placed.picture, cells: cells, bytes: [], image: id)
        }
        encoded.append(entry)
        return entry
    }

    /// kitty images sent during this update, written before their placements.
    private var pendingTransmissions: [UInt8] = []

    /// Drops the encodings no shown picture uses (kitty: frees the terminal's copy too), and hands out the kitty
    /// transmissions made meanwhile, which must reach the terminal before the placements that show them.
    private func dropUnused() -> [UInt8] {
        var output: [UInt8] = []
        encoded.removeAll { entry in
            let used = shown.contains { $0.placed.picture == entry.picture && $0.placed.rect.size == entry.cells }
            if !used && graphics.kind == .kitty {
                output += wrap(GraphicsSequences.kittyDelete(id: entry.image, freeing: true))
            }
            return !used
        }
        return output
    }

    private func wrap(_ bytes: [UInt8]) -> [UInt8] {
        graphics.throughTmux ? GraphicsSequences.throughTmux(bytes) : bytes
    }
}
