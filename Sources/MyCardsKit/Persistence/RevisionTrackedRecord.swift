/// A record whose row carries a revision: every write gives it a new one, drawn from one counter for the whole
/// store, so a revision is never used twice — not even by a record deleted and made again. A save names the
/// revision it was read at and is refused when the row has another one (or is gone).
public protocol RevisionTrackedRecord {
    static var revisionColumn: String { get }
    /// 0 for a record never stored.
    var revision: Int { get set }
}
