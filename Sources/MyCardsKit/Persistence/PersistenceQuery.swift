/// What `get` fetches: an optional filter, sort keys in order of precedence, an optional limit, and whether a
/// worker's first read of it may answer a first page before the rest.
public struct PersistenceQuery: Equatable, Sendable {
    public var filter: PersistenceFilter?
    public var sort: [PersistenceSort]
    public var limit: Int?
    /// A worker's first read of a query with a first page answers twice when there are more rows than that: the
    /// first `firstPage` of them, then all. At launch a screen waits for the rows it can show, not for 10,000; later
    /// reads answer once, so a list on screen never shrinks to a page under its selection. nil: always once.
    public var firstPage: Int?

    public init(
        filter: PersistenceFilter? = nil, sort: [PersistenceSort] = [], limit: Int? = nil, firstPage: Int? = nil
    ) {
        self.filter = filter
        self.sort = sort
        self.limit = limit
        self.firstPage = firstPage
    }

    /// Rows enough to fill the Cards grid of the largest terminal in common use (a 4K screen at a small font).
    public static let launchPage = 256

    /// Every row, in no particular order.
    public static let all = PersistenceQuery()

    /// Every card in the order of the Cards screen, the same as `Card.displayOrder`; at launch the first
    /// `launchPage` of them first.
    public static let cardsInDisplayOrder = PersistenceQuery(
        sort: [
            PersistenceSort(column: CardRecord.favouriteColumn, ascending: false),
            PersistenceSort(column: CardRecord.nameColumn, caseInsensitive: true),
            PersistenceSort(column: CardRecord.identifierColumn),
        ],
        firstPage: launchPage)

    /// The query's first page alone: the same rows in the same order, at most `firstPage` of them.
    var page: PersistenceQuery? {
        guard let firstPage, limit.map({ $0 > firstPage }) ?? true else { return nil }
        return PersistenceQuery(filter: filter, sort: sort, limit: firstPage)
    }

    /// The card with this identifier, if stored.
    public static func card(identifier: String) -> PersistenceQuery {
        PersistenceQuery(filter: .equals(column: CardRecord.identifierColumn, value: identifier), limit: 1)
    }
}
