/// What `get` fetches: an optional filter, sort keys in order of precedence, and an optional limit.
public struct PersistenceQuery: Equatable, Sendable {
    public var filter: PersistenceFilter?
    public var sort: [PersistenceSort]
    public var limit: Int?

    public init(filter: PersistenceFilter? = nil, sort: [PersistenceSort] = [], limit: Int? = nil) {
        self.filter = filter
        self.sort = sort
        self.limit = limit
    }

    /// Every row, in no particular order.
    public static let all = PersistenceQuery()

    /// Every card in the order of the Cards screen, the same as `Card.displayOrder`.
    public static let cardsInDisplayOrder = PersistenceQuery(sort: [
        PersistenceSort(column: CardRecord.favouriteColumn, ascending: false),
        PersistenceSort(column: CardRecord.nameColumn, caseInsensitive: true),
        PersistenceSort(column: CardRecord.identifierColumn),
    ])

    /// The card with this identifier, if stored.
    public static func card(identifier: String) -> PersistenceQuery {
        PersistenceQuery(filter: .equals(column: CardRecord.identifierColumn, value: identifier), limit: 1)
    }
}
