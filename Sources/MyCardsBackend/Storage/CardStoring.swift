import Foundation

/// What the HTTP routes need from the card storage.
protocol CardStoring: Sendable {
    /// The wire format of every card.
    func cardsJSON() async -> Data
    /// Answers how many cards were written.
    func upsert(_ records: [CardRecord]) async throws(BackendStoreError) -> Int
    /// Answers whether the card was there.
    func delete(identifier: String) async throws(BackendStoreError) -> Bool
}
