import Foundation
import MyCardsKit

/// Puts cards straight into a sandbox's store through MyCardsKit, for journeys that only read it (`show`), so they
/// need neither a backend nor a first run of the app.
enum StoredCards {
    /// `wire` (the three seed cards unless given), merged into `store` as a download would.
    @MainActor
    static func fill(_ store: URL, with wire: [WireCard]? = nil) throws -> [Card] {
        let cards = try CardParser().parse(WireCard.encodeArray(wire ?? SeedCards.three())).cards
        let worker = CardsWorker(
            database: try CardDatabase.open(at: store), background: ImmediateDispatcher(), main: ImmediateDispatcher())
        var outcome: Result<DownloadMerge, PersistenceError>?
        worker.mergeDownloaded(cards) { outcome = $0 }
        _ = try outcome?.get()
        return cards
    }

    /// The names in `store` now, read as the app reads them (another process may have it open).
    @MainActor
    static func names(in store: URL) throws -> [String] {
        let worker = CardsWorker(
            database: try CardDatabase.open(at: store), background: ImmediateDispatcher(), main: ImmediateDispatcher())
        var outcome: Result<[Card], PersistenceError>?
        worker.get(.cardsInDisplayOrder) { outcome = $0 }
        return try outcome?.get().map(\.name) ?? []
    }
}
