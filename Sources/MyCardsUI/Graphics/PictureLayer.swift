import Foundation
import MyCardsKit

/// Keeps the terminal's pixels in step with the frames: given a frame's pictures, says which rows curses must draw
/// again before its refresh, and which bytes go out after it. Pure apart from the encoding it caches, so every rule
/// is pinned by `PictureLayerSpec` without a terminal.
///
/// - A picture shown in the last frame at the same cells is left alone: moving through the grid sends nothing for
///   the tiles that stay.
/// - kitty: a picture's image is sent once under an id and shown by id (`a=p`); one that goes has its showing
///   deleted. The terminal keeps the images of the pictures that left most recently, up to `kittyRetainedBytes` of
///   pixels (going back to the grid shows its tiles again without sending them); older ones are deleted, data and
///   all. The app keeps only ids.
/// - sixel and iTerm2 leave their pixels in the cells: when a picture goes, its rows are drawn again by curses (the
///   text replaces the pixels), and any picture still shown on those rows is sent again. Their encodings are kept
///   while on screen and dropped when off it.
/// - A full redraw (first frame, resize, back from Ctrl-Z) sends every picture again.
public final class PictureLayer {
    /// Pixels of kitty images kept in the terminal after their picture left the screen: a few screens of tiles and
    /// the cards opened from them, or a handful of full-screen photos.
    public static let defaultKittyRetainedBytes = 16 * 1024 * 1024

    private struct Shown {
        let placed: PlacedPicture
        /// kitty: the image id and this showing's placement id; 0 for the other protocols.
        let image: Int
        let placement: Int
    }

    private struct Encoded {
        let picture: Picture
        let cells: Size
        /// sixel and iTerm2: the sequence; kitty: empty (the terminal holds the image).
        let bytes: [UInt8]
        let image: Int
        /// The update that last showed it, for kitty's retention.
        var lastShown: Int
        /// Bytes of its pixels (kitty: what the terminal holds for it).
        let pixelBytes: Int
    }

    public var graphics: PixelGraphics
    private let renderer: PictureRenderer
    private let kittyRetainedBytes: Int
    private var shown: [Shown] = []
    private var encoded: [Encoded] = []
    private var nextImage = 1
    private var nextPlacement = 1
    private var updates = 0

    public init(
        graphics: PixelGraphics, renderer: PictureRenderer = PictureRenderer(),
        kittyRetainedBytes: Int = PictureLayer.defaultKittyRetainedBytes
    ) {
        self.graphics = graphics
        self.renderer = renderer
        self.kittyRetainedBytes = kittyRetainedBytes
    }

    /// Bytes of encoded pictures the app holds (kitty's are in the terminal, so none).
    public var keptBytes: Int { encoded.reduce(0) { $0 + $1.bytes.count } }

    /// What one frame changes, between `prepare` (before curses' refresh) and `send` (after it).
    private struct Pending {
        var gone: [Shown] = []
        var kept: [Shown] = []
        var added: [PlacedPicture] = []
        var redrawRows: [Range<Int>] = []
        var fullRedraw = false
    }

    private var pending: Pending?

    /// The first half of a frame, before curses' refresh: the rows curses must draw whole again.
    public func prepare(to pictures: [PlacedPicture], fullRedraw: Bool) -> [Range<Int>] {
        updates += 1
        let visible = pictures.filter { !$0.isCovered }.map { PlacedPicture(picture: $0.picture, rect: $0.rect) }
        var frame = Pending(fullRedraw: fullRedraw)
        if fullRedraw {
            // Forgotten in `send`, with its deletions; nothing is shown as far as this frame is concerned.
            frame.added = visible
        } else {
            frame.gone = shown.filter { old in !visible.contains(old.placed) }
            frame.kept = shown.filter { old in visible.contains(old.placed) }
            frame.added = visible.filter { new in !shown.contains { $0.placed == new } }
        }
        if graphics.kind != .kitty {
            frame.redrawRows = frame.gone.map { $0.placed.rect.y..<$0.placed.rect.maxY }
        }
        pending = frame
        return frame.redrawRows
    }

    /// The second half, after curses' refresh: each new kitty image is written to `sink` as soon as it is encoded,
    /// so a frame of new tiles never holds more than one image's bytes at once (gathered, a frame of tiles held
    /// them all: a megabyte of the 300-move run's peak); the placements that show them follow.
    public func send(into sink: inout some ByteSink) {
        guard let frame = pending else { return }
        pending = nil
        if frame.fullRedraw { sink.write(forgetAll()) }
        if graphics.kind == .kitty {
            for old in frame.gone {
                sink.write(wrap(GraphicsSequences.kittyDelete(id: old.image, placement: old.placement)))
            }
        }
        var placements: [UInt8] = []
        var next: [Shown] = []
        for old in frame.kept {
            let touched = frame.redrawRows.contains { $0.overlaps(old.placed.rect.y..<old.placed.rect.maxY) }
            if touched, let index = entryIndex(of: old.placed, sending: &sink) {
                placements += draw(old.placed, entry: encoded[index], placement: old.placement)
            }
            next.append(old)
        }
        for placed in frame.added {
            guard let index = entryIndex(of: placed, sending: &sink) else { continue }
            let placement = nextPlacement
            nextPlacement += 1
            placements += draw(placed, entry: encoded[index], placement: placement)
            next.append(Shown(placed: placed, image: encoded[index].image, placement: placement))
        }
        shown = next
        placements.append(contentsOf: dropUnused())
        sink.write(placements)
    }

    /// Takes every picture away (before Ctrl-Z hands the terminal back, on quit, before a full redraw): kitty's
    /// images are deleted, data and all; the others go with the screen curses leaves or draws again.
    public func forgetAll() -> [UInt8] {
        var output: [UInt8] = []
        if graphics.kind == .kitty {
            for entry in encoded { output += wrap(GraphicsSequences.kittyDelete(id: entry.image, freeing: true)) }
        }
        shown.removeAll()
        encoded.removeAll()
        return output
    }

    private func draw(_ placed: PlacedPicture, entry: Encoded, placement: Int) -> [UInt8] {
        let bytes =
            graphics.kind == .kitty
            ? GraphicsSequences.kittyPlace(id: entry.image, placement: placement, cells: placed.rect.size)
            : entry.bytes
        return wrap(GraphicsSequences.at(placed.rect.origin, bytes))
    }

    /// The index of the picture's encoding for its cells, made the first time (kitty's image goes into `sending`);
    /// nil when the picture cannot be drawn.
    private func entryIndex(of placed: PlacedPicture, sending: inout some ByteSink) -> Int? {
        let cells = placed.rect.size
        if let index = encoded.firstIndex(where: { $0.picture == placed.picture && $0.cells == cells }) {
            encoded[index].lastShown = updates
            return index
        }
        let size = PixelSize(width: cells.width * graphics.cell.width, height: cells.height * graphics.cell.height)
        guard let pixels = renderer.pixels(of: placed.picture, size: size) else { return nil }
        var bytes: [UInt8] = []
        var image = 0
        switch graphics.kind {
        case .sixel:
            bytes = SixelEncoder(colors: graphics.colorRegisters).encode(pixels)
        case .iterm:
            guard let png = try? PNGEncoder.encode(pixels) else { return nil }
            bytes = GraphicsSequences.iTermInline(png: png, cells: cells)
        case .kitty:
            image = nextImage
            nextImage += 1
            sending.write(wrap(GraphicsSequences.kittyTransmit(rgba: pixels, id: image)))
        }
        encoded.append(
            Encoded(
                picture: placed.picture, cells: cells, bytes: bytes, image: image, lastShown: updates,
                pixelBytes: pixels.pixels.count))
        return encoded.count - 1
    }

    /// Drops the encodings no shown picture uses; kitty's stay in the terminal, the most recently shown first, up to
    /// `kittyRetainedBytes` of pixels, and the rest are deleted.
    private func dropUnused() -> [UInt8] {
        let unused = encoded.indices.filter { index in
            let entry = encoded[index]
            return !shown.contains { $0.placed.picture == entry.picture && $0.placed.rect.size == entry.cells }
        }
        var dropped = Set<Int>()
        var retained = 0
        for index in unused.sorted(by: { encoded[$0].lastShown > encoded[$1].lastShown }) {
            retained += encoded[index].pixelBytes
            if graphics.kind != .kitty || retained > kittyRetainedBytes { dropped.insert(index) }
        }
        var output: [UInt8] = []
        for index in dropped.sorted() where graphics.kind == .kitty {
            output += wrap(GraphicsSequences.kittyDelete(id: encoded[index].image, freeing: true))
        }
        encoded = encoded.indices.filter { !dropped.contains($0) }.map { encoded[$0] }
        return output
    }

    private func wrap(_ bytes: [UInt8]) -> [UInt8] {
        graphics.throughTmux ? GraphicsSequences.throughTmux(bytes) : bytes
    }
}
