import GRDB

extension PersistenceQuery {
    /// The query in GRDB's terms, for the table of `Record`.
    func request<Record: TableRecord>(of _: Record.Type) -> QueryInterfaceRequest<Record> {
        var request = Record.all()
        if let filter {
            request = request.filter(Self.expression(for: filter))
        }
        request = request.order(sort.map(Self.ordering(for:)))
        if let limit {
            request = request.limit(limit)
        }
        return request
    }

    private static func expression(for filter: PersistenceFilter) -> SQLExpression {
        switch filter {
        case .equals(let column, let value):
            return Column(column) == value
        case .contains(let column, let text):
            let pattern = "%" + escapedForLike(text.lowercased()) + "%"
            return Column(column).lowercased.like(pattern, escape: "\\")
        }
    }

    private static func ordering(for sort: PersistenceSort) -> SQLOrdering {
        let collated = Column(sort.column).collating(sort.caseInsensitive ? .displayText : .unicodeCompare)
        return sort.ascending ? collated.asc : collated.desc
    }

    /// LIKE treats `%` and `_` as wildcards; a search for "50%" must match the text, not everything.
    private static func escapedForLike(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "\\" || character == "%" || character == "_" {
                escaped.append("\\")
            }
            escaped.append(character)
        }
        return escaped
    }
}
