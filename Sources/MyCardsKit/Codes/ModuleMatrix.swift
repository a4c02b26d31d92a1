/// A barcode symbol's modules, row by row, dark or light: the symbol alone, without its quiet zone or any printed
/// text. A linear code has one row; a stacked or matrix code its rows, each a square module tall (PDF417's rows are
/// three modules tall, as its specification draws them).
public struct ModuleMatrix: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// Row-major, `true` for a dark module.
    public let modules: [Bool]

    public init?(width: Int, height: Int, modules: [Bool]) {
        guard width > 0, height > 0, modules.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.modules = modules
    }

    public subscript(column: Int, row: Int) -> Bool { modules[row * width + column] }
}
