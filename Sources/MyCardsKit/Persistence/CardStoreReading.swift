/// Synchronous reads of the card store, for one-shot commands; `CardStoreReader` is the real one.
public protocol CardStoreReading: Sendable {
    func summaries() throws(PersistenceError) -> [CardSummary]
    func card(identifier: String) throws(PersistenceError) -> Card?
}
