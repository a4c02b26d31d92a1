import Foundation
import MyCardsKit

/// Puts cards straight into a sandbox's store through MyCardsKit, for journeys that only read it (`show`), so they
/// need neither a backend nor a first run of the app.
enum StoredCards {
    /// `wire` (the three seed cards unless given), merged into `store` as a download would.
    static func fill(_ store: URL, with wire: [WireCard]? = nil) async throws -> [Card] {
        let cards = try CardParser().parse(WireCard.encodeArray(wire ?? SeedCards.three())).cards
        _ = try await CardsWorker(database: try CardDatabase.open(at: store)).mergeDownloaded(cards)
        return cards
    }

    /// The names in `store` now, read as the app reads them (another process may have it open).
    static func names(in store: URL) async throws -> [String] {
        try await CardsWorker(database: try CardDatabase.open(at: store)).get(.cardsInDisplayOrder).map(\.name)
    }
}
