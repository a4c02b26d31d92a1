import MyCardsKit

/// A picture printed into the terminal's scrolling text by `show`, in pixels: rows are made for it with line ends
/// first (so a picture at the bottom scrolls the screen up, as text would), the cursor goes back to its top left, the
/// picture is drawn there with the cursor saved and put back, and the cursor moves down past it.
enum InlinePicture {
    static func text(of picture: Picture, cells: Size, graphics: PixelGraphics) -> String? {
        guard cells.width > 0, cells.height > 0 else { return nil }
        let size = PixelSize(width: cells.width * graphics.cell.width, height: cells.height * graphics.cell.height)
        guard let pixels = PictureRenderer().pixels(of: picture, size: size) else { return nil }
        let sequence: [UInt8]
        switch graphics.kind {
        case .sixel:
            sequence = SixelEncoder(colors: graphics.colorRegisters).encode(pixels)
        case .kitty:
            guard let png = try? PNGEncoder.encode(pixels) else { return nil }
            // Sent and shown at once (`a=T`); id 1 is replaced by the next `show` rather than piling up.
            sequence =
                Array(GraphicsSequences.kittyTransmit(png: png, id: 1))
                + GraphicsSequences.kittyPlace(id: 1, placement: 1, cells: cells)
        case .iterm:
            guard let png = try? PNGEncoder.encode(pixels) else { return nil }
            sequence = GraphicsSequences.iTermInline(png: png, cells: cells)
        }
        let wrapped = graphics.throughTmux ? GraphicsSequences.throughTmux(sequence) : sequence
        let rows = cells.height
        return String(repeating: "\n", count: rows) + "\u{1B}[\(rows)A\u{1B}7"
            + String(decoding: wrapped, as: UTF8.self)
            + "\u{1B}8\u{1B}[\(rows)B"
    }

    /// The cells a code takes at the largest whole module width that fits `columns` (and, for a matrix code,
    /// `rows`): a linear code `linearRows` tall. Nil when not even one pixel a module fits.
    static func cells(
        for matrix: ModuleMatrix, quietZone: Int, isLinear: Bool, columns: Int, rows: Int, linearRows: Int,
        graphics: PixelGraphics
    ) -> Size? {
        let cell = graphics.cell
        let room = PixelSize(width: columns * cell.width, height: rows * cell.height)
        let module = PictureRenderer.moduleWidth(of: matrix, quietZone: quietZone, isLinear: isLinear, in: room)
        guard module >= 1 else { return nil }
        let width = ((matrix.width + 2 * quietZone) * module + cell.width - 1) / cell.width
        let height = isLinear ? linearRows : ((matrix.height + 2 * quietZone) * module + cell.height - 1) / cell.height
        return Size(width: width, height: height)
    }
}
