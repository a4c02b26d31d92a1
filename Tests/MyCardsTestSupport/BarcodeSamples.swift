import MyCardsKit

/// One realistic number per symbology, and a terminal's way of showing cells as pixels: what the scan proofs draw,
/// rasterise and decode.
public enum BarcodeSamples {
    public static let numbers = Barcode.samples

    /// Rows of terminal cells as a terminal paints them dark on light, `cell` pixels each (a monospace font's cell
    /// is about twice as tall as wide): every block element's dark quarters black, anything else white.
    public static func rasterise(_ rows: [String], cell: (width: Int, height: Int) = (8, 16))
        -> (grey: [UInt8], width: Int, height: Int)
    {
        let columns = rows.map(\.count).max() ?? 0
        let width = columns * cell.width
        let height = rows.count * cell.height
        var grey = [UInt8](repeating: 255, count: width * height)
        let halfWidth = cell.width / 2
        let halfHeight = cell.height / 2
        for (rowIndex, row) in rows.enumerated() {
            for (columnIndex, character) in row.enumerated() {
                guard let quarters = quarterMask(character), quarters != 0 else { continue }
                for quarter in 0..<4 where quarters & (1 << quarter) != 0 {
                    let x0 = columnIndex * cell.width + (quarter % 2) * halfWidth
                    let y0 = rowIndex * cell.height + (quarter / 2) * halfHeight
                    let quarterWidth = quarter % 2 == 0 ? halfWidth : cell.width - halfWidth
                    let quarterHeight = quarter / 2 == 0 ? halfHeight : cell.height - halfHeight
                    for y in y0..<(y0 + quarterHeight) {
                        for x in x0..<(x0 + quarterWidth) { grey[y * width + x] = 0 }
                    }
                }
            }
        }
        return (grey, width, height)
    }

    /// Top-left 1, top-right 2, bottom-left 4, bottom-right 8 — the block elements a barcode picture uses, from
    /// Unicode's own charts rather than from the code under test, so the proof does not read back its own table.
    static func quarterMask(_ character: Character) -> Int? {
        let masks: [Character: Int] = [
            " ": 0, "▘": 1, "▝": 2, "▀": 3, "▖": 4, "▌": 5, "▞": 6, "▛": 7, "▗": 8, "▚": 9, "▐": 10, "▜": 11,
            "▄": 12, "▙": 13, "▟": 14, "█": 15,
        ]
        return masks[character]
    }
}
