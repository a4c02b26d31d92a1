/// Why an import or an export of a Catima file did nothing. `description` is the one sentence on stderr; an import
/// that fails leaves the store exactly as it was (everything is checked before anything is written).
public enum CatimaError: Error, Equatable, CustomStringConvertible {
    case unreadableFile(path: String, reason: String)
    /// Neither a zip archive nor a CSV file that starts as a Catima export does.
    case notCatima(path: String)
    case damagedArchive(path: String)
    /// An entry whose path is absolute or climbs out of the archive (`../x`).
    case unsafeEntry(path: String)
    /// An entry that is a symbolic link rather than a file.
    case linkEntry(path: String)
    case noCSV
    case duplicateEntry(name: String)
    /// An entry (or a bare CSV file) that inflates past the most one entry may hold.
    case entryTooLarge(name: String, limit: Int)
    /// The entries together inflate past the most one archive may hold.
    case archiveTooLarge(limit: Int)
    case damagedEntry(name: String)
    /// The archive's catima.csv is not UTF-8 text starting with a version line.
    case notCatimaCSV
    case unsupportedVersion(String)
    /// The line that should start a table does not have that table's header.
    case badHeader(table: String, line: Int, expected: String)
    case missingColumn(table: String, column: String, line: Int)
    case extraTable(line: Int)
    /// A card's image that does not decode (or is too large): the file, the card's name, the reason.
    case badImage(file: String, card: String, ImageError)
    /// Not one card row could be imported: the rows skipped, if any.
    case noCards(skipped: [CatimaSkip])
    case noStore(path: String)
    case store(PersistenceError)
    case unwritableFile(path: String, reason: String)
    /// `export` would have replaced or written through what is at `path`.
    case exportRefused(path: String, ExportTargetRefusal)

    public var description: String {
        switch self {
        case .unreadableFile(let path, let reason): "Cannot read \(path): \(reason)"
        case .notCatima(let path): "\(path) is neither a Catima export (.zip) nor a catima.csv"
        case .damagedArchive(let path): "\(path) is a damaged zip archive"
        case .unsafeEntry(let path): "The archive's entry “\(path)” points outside it, so nothing was imported"
        case .linkEntry(let path): "The archive's entry “\(path)” is a link, not a file, so nothing was imported"
        case .noCSV: "The archive holds no catima.csv"
        case .duplicateEntry(let name): "The archive holds \(name) twice"
        case .entryTooLarge(let name, let limit): "\(name) holds more than \(Self.mebibytes(limit)), too much to import"
        case .archiveTooLarge(let limit): "The archive holds more than \(Self.mebibytes(limit)), too much to import"
        case .damagedEntry(let name): "\(name) in the archive is damaged"
        case .notCatimaCSV: "The archive's catima.csv is not a Catima CSV file"
        case .unsupportedVersion(let version):
            "This is a Catima export of version \(version); My Cards reads version 2"
        case .badHeader(let table, let line, let expected):
            "Line \(line) should start the \(table) table with the header \(expected)"
        case .missingColumn(let table, let column, let line):
            "The \(table) table's header on line \(line) has no \(column) column"
        case .extraTable(let line): "Line \(line) starts a fourth table, and a Catima export has three"
        case .badImage(let file, let card, let error): "The image \(file) of “\(card)” cannot be used: \(error.message)"
        case .noCards(let skipped) where skipped.isEmpty: "The file holds no cards"
        case .noCards(let skipped):
            "No card imported; \(skipped.count) skipped: " + skipped.map(\.description).joined(separator: "; ")
        case .noStore(let path): "No card store at \(path)"
        case .store(let error): "The card store cannot be used: \(error.message)"
        case .unwritableFile(let path, let reason): "Cannot write \(path): \(reason)"
        case .exportRefused(let path, let refusal): "Cannot write \(path): \(refusal)"
        }
    }

    private static func mebibytes(_ bytes: Int) -> String {
        bytes % (1024 * 1024) == 0 ? "\(bytes / (1024 * 1024)) MiB" : "\(bytes) bytes"
    }
}
