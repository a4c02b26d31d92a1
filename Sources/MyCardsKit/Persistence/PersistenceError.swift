/// Why the card store could not do what was asked. `message` is the short sentence a user sees;
/// `detail` carries SQLite's own words for the log.
public enum PersistenceError: Error, Equatable, Sendable {
    case cannotOpen(detail: String)
    case notADatabase
    /// The store's file was deleted (or replaced) while the app had it open: a write would land in a file nobody
    /// can find again, so none is made.
    case fileGone(detail: String)
    /// The store's file, or its folder (where SQLite keeps its `-wal` and `-shm` files), cannot be written.
    case readOnly(detail: String)
    case readFailed(detail: String)
    case writeFailed(detail: String)
    case corruptRecord(detail: String)
    /// The save was refused: since the card was read, another window (or process) saved it, or a download changed
    /// it; `StoredChange` says which, its revision now, and how it differs.
    case changedElsewhere(StoredChange)
    /// The save was refused: since the card was read, another window (or process) deleted it.
    case deletedElsewhere

    public var message: String {
        switch self {
        case .cannotOpen: "the card store cannot be opened"
        case .notADatabase: "the card store file is not a database"
        case .readOnly: "the card store is read-only"
        case .fileGone: "the card store file was deleted; restart My Cards to make a new one"
        case .readFailed: "the cards cannot be read"
        case .writeFailed: "the cards cannot be saved"
        case .corruptRecord: "a stored card is damaged"
        case .changedElsewhere(let change) where change.source == .backend: "the card was updated from the backend"
        case .changedElsewhere: "the card was changed in another window"
        case .deletedElsewhere: "the card was deleted in another window"
        }
    }

    public var detail: String? {
        switch self {
        case .cannotOpen(let detail), .readOnly(let detail), .fileGone(let detail), .readFailed(let detail),
            .writeFailed(let detail),
            .corruptRecord(let detail):
            detail
        case .changedElsewhere(let change): "stored revision \(change.revision) from \(change.source)"
        case .notADatabase, .deletedElsewhere: nil
        }
    }
}
