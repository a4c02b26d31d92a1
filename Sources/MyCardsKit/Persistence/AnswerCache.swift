/// `PersistenceWorker`'s last answer to each list query and the store version it was read at. Safe from any
/// thread. Only a handful of queries are ever asked, so the answers sit in a short array.
final class AnswerCache<Entity: Sendable>: Sendable {
    private struct Kept: Sendable {
        let query: PersistenceQuery
        let version: StoreVersion
        let entities: [Entity]
    }

    private let answers = Locked<[Kept]>([])

    /// The answer kept for `query` if it was read at `version`.
    func entities(for query: PersistenceQuery, at version: StoreVersion) -> [Entity]? {
        answers.withLock { answers in answers.first { $0.query == query && $0.version == version }?.entities }
    }

    func keep(_ entities: [Entity], for query: PersistenceQuery, at version: StoreVersion) {
        answers.withLock { answers in
            answers.removeAll { $0.query == query }
            answers.append(Kept(query: query, version: version, entities: entities))
        }
    }
}
