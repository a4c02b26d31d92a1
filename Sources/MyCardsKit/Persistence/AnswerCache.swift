import Foundation

/// `PersistenceWorker`'s last answer to each list query and the store version it was read at. Safe from any
/// thread. Only a handful of queries are ever asked, so the answers sit in a short array.
final class AnswerCache<Entity: Sendable>: @unchecked Sendable {
    // @unchecked: `answers` is only touched while holding `lock`.
    private let lock = NSLock()
    private var answers: [(query: PersistenceQuery, version: StoreVersion, entities: [Entity])] = []

    /// The answer kept for `query` if it was read at `version`.
    func entities(for query: PersistenceQuery, at version: StoreVersion) -> [Entity]? {
        lock.withLock { answers.first { $0.query == query && $0.version == version }?.entities }
    }

    func keep(_ entities: [Entity], for query: PersistenceQuery, at version: StoreVersion) {
        lock.withLock {
            answers.removeAll { $0.query == query }
            answers.append((query, version, entities))
        }
    }
}
