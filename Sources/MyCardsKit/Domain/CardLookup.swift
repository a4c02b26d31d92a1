import Foundation

/// A card's identity without its photos: enough to pick a card by name before reading its pictures.
public struct CardSummary: Equatable, Sendable {
    public let identifier: String
    public let name: String

    public init(identifier: String, name: String) {
        self.identifier = identifier
        self.name = name
    }
}

/// Finds the card a person means by a name typed on the command line (Behaviour.md `show`).
public enum CardLookup {
    /// In name order (the Cards screen's order without its favourites first: a summary carries no mark): the first
    /// card whose name equals `query` ignoring case, else the first whose
    /// name contains it. Surrounding whitespace counts on neither side; a blank query matches nothing.
    public static func bestMatch(for query: String, in cards: [CardSummary]) -> CardSummary? {
        let wanted = Card.trimmed(query)
        guard !wanted.isEmpty else { return nil }
        let ordered = cards.sorted(by: displayOrder)
        let names = ordered.map { Card.trimmed($0.name) }
        if let exact = names.firstIndex(where: { $0.caseInsensitiveCompare(wanted) == .orderedSame }) {
            return ordered[exact]
        }
        return names.firstIndex { $0.range(of: wanted, options: .caseInsensitive) != nil }.map { ordered[$0] }
    }

    /// `Card.displayOrder` for cards that are not favourites.
    private static func displayOrder(_ lhs: CardSummary, _ rhs: CardSummary) -> Bool {
        Card.displayOrder(
            Card(identifier: lhs.identifier, name: lhs.name), Card(identifier: rhs.identifier, name: rhs.name))
    }
}
