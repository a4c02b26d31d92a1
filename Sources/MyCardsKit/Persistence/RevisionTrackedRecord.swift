import GRDB

/// A record whose row carries a revision: every write gives it a new one, drawn from one counter for the whole
/// store, so a revision is never used twice — not even by a record deleted and made again. A save names the
/// revision it was read at and is refused when the row has another one (or is gone).
public protocol RevisionTrackedRecord {
    static var revisionColumn: String { get }
    /// True when a download's merge wrote the stored revision, false after any other write (a save, a favourite
    /// mark): a refused save says who changed the card.
    static var fromBackendColumn: String { get }
    /// 0 for a record never stored.
    var revision: Int { get set }
    /// The parts a save writes in which this record and `other` differ.
    func differingParts(from other: Self) -> StoredChange.Parts
    /// The columns a user's save writes over a stored row: what the form edits. Every other column keeps what is
    /// stored — the favourite mark, the Catima fields, and any column added later unless it is listed here.
    static var savedColumns: [String] { get }
    /// This record's values of `savedColumns`, in the same order.
    var savedValues: [(any DatabaseValueConvertible)?] { get }
}
