/// One sort key of a query.
public struct PersistenceSort: Equatable, Sendable {
    public var column: String
    public var ascending: Bool
    /// Compares as `Card.displayOrder` compares names: ignoring case and surrounding whitespace.
    /// Otherwise text compares as Swift's `<` does.
    public var caseInsensitive: Bool

    public init(column: String, ascending: Bool = true, caseInsensitive: Bool = false) {
        self.column = column
        self.ascending = ascending
        self.caseInsensitive = caseInsensitive
    }
}
