/// Which rows a query keeps, named by column so callers never touch SQL or GRDB.
public enum PersistenceFilter: Equatable, Sendable {
    /// The column holds exactly `value`.
    case equals(column: String, value: String)
    /// The column contains `text`, ignoring case (Unicode-aware, not just ASCII).
    case contains(column: String, text: String)
}
