import MyCardsKit

/// A barcode as terminal cells, to be read by a scanner off the screen: every module a whole number of quarter cells
/// (a cell is about twice as tall as wide, so a half block is a square), drawn with the block elements (▀ ▄ █ and the
/// quadrants ▘ ▝ ▖ ▗ ▌ ▐ ▚ ▞ ▛ ▜ ▙ ▟), with the symbology's quiet zone around it. Meant to be drawn dark on light —
/// black on white whatever the theme — since a scanner reads dark bars on a light ground.
public struct BarcodePicture: Equatable, Sendable {
    /// The cells, one string per row, every row `width` characters (spaces are light).
    public let rows: [String]
    public let width: Int
    /// Quarter cells across per module: 1 is two modules across a cell, 2 a module a cell wide (with a half block
    /// down, a square), 4 a square module twice as large.
    public let quartersAcross: Int
    /// Quarter cells down per module of a matrix code (1: a half block); a linear code's bars fill whole rows.
    public let quartersDown: Int

    public var height: Int { rows.count }

    /// The largest whole scale of `matrix` that fits `size` cells with its quiet zone, or nil when even two modules
    /// per cell across do not fit. A linear code is as tall as `size` allows, up to `linearRows`; a matrix code keeps
    /// its modules square unless only two modules per cell across fit.
    public static func fitting(
        _ matrix: ModuleMatrix, of barcode: Barcode, in size: Size, linearRows: Int = 12
    ) -> BarcodePicture? {
        let quiet = quietZone(of: barcode)
        let spanAcross = matrix.width + 2 * quiet
        let maxAcross = 2 * size.width / spanAcross
        guard maxAcross >= 1, size.height >= 1 else { return nil }
        if barcode.isLinear {
            // One light row above and below the bars keeps them off whatever is drawn around the picture.
            let rows = min(linearRows, size.height)
            guard rows >= 3 else { return nil }
            return draw(matrix, quiet: quiet, across: maxAcross, down: nil, barRows: rows - 2)
        }
        let spanDown = matrix.height + 2 * quiet
        let maxSquare = min(maxAcross / 2, 2 * size.height / spanDown)
        if maxSquare >= 1 { return draw(matrix, quiet: quiet, across: 2 * maxSquare, down: maxSquare, barRows: 0) }
        guard spanDown <= 2 * size.height else { return nil }
        return draw(matrix, quiet: quiet, across: 1, down: 1, barRows: 0)
    }

    /// What keeps a code from fitting.
    public enum Misfit: Equatable, Sendable {
        /// Not even two modules per cell across fit in the columns.
        case tooWide
        /// The columns fit, the rows do not (a matrix code's height, or fewer than three rows for a linear one).
        case tooTall
    }

    /// Why `fitting` finds no picture of `matrix` for `size`: the width first, as `fitting` checks it.
    public static func misfit(_ matrix: ModuleMatrix, of barcode: Barcode, in size: Size) -> Misfit {
        2 * size.width / (matrix.width + 2 * quietZone(of: barcode)) >= 1 ? .tooTall : .tooWide
    }

    /// Modules of light each side: what the symbology's specification asks (EAN-13 11 on the left; 10 is what
    /// retail scanners need in practice for every linear code here), QR's 4, PDF417's 2, one for the rest.
    public static func quietZone(of barcode: Barcode) -> Int {
        switch barcode {
        case .qrCode: 4
        case .pdf417: 2
        case .aztec, .dataMatrix: 1
        default: 10
        }
    }

    /// `down` nil: a linear code, its one row of modules repeated over `barRows` cells with a light row each side.
    private static func draw(_ matrix: ModuleMatrix, quiet: Int, across: Int, down: Int?, barRows: Int)
        -> BarcodePicture
    {
        let quarterWidth = (matrix.width + 2 * quiet) * across
        let width = (quarterWidth + 1) / 2
        let quarterHeight = down.map { (matrix.height + 2 * quiet) * $0 } ?? (barRows + 2) * 2
        let height = (quarterHeight + 1) / 2
        // Whether the quarter cell at (x, y) is dark.
        func isDark(_ x: Int, _ y: Int) -> Bool {
            let column = x / across - quiet
            guard column >= 0, column < matrix.width else { return false }
            if let down {
                let row = y / down - quiet
                return row >= 0 && row < matrix.height && matrix[column, row]
            }
            return y >= 2 && y < quarterHeight - 2 && matrix[column, 0]
        }
        var rows: [String] = []
        rows.reserveCapacity(height)
        for cellRow in 0..<height {
            var line = ""
            line.unicodeScalars.reserveCapacity(width)
            for cellColumn in 0..<width {
                let x = cellColumn * 2
                let y = cellRow * 2
                let pattern =
                    (isDark(x, y) ? 1 : 0) | (isDark(x + 1, y) ? 2 : 0) | (isDark(x, y + 1) ? 4 : 0)
                    | (isDark(x + 1, y + 1) ? 8 : 0)
                line.unicodeScalars.append(quadrants[pattern])
            }
            rows.append(line)
        }
        return BarcodePicture(rows: rows, width: width, quartersAcross: across, quartersDown: down ?? 2)
    }

    /// Indexed by top-left 1, top-right 2, bottom-left 4, bottom-right 8.
    static let quadrants: [Unicode.Scalar] = [
        " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█",
    ]
}
