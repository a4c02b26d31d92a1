/// The store as a traced boundary: every call a role makes is one line (`CardsViewController -> CardsWorker:
/// save(Card)`), every answer another (`CardsWorker -> CardsViewController: save answered`), and every change
/// notification too (`CardsWorker -> CardsViewController: changed`).
public struct TracedStore<Entity: Sendable>: PersistenceWorking {
    let base: any PersistenceWorking<Entity>
    let route: BoundaryRoute

    public init(_ base: any PersistenceWorking<Entity>, tracer: any Tracing) {
        self.base = base
        route = BoundaryRoute(tracer: tracer, holder: "App", receiver: "CardsWorker")
        base.changes.trace(by: route)
    }

    public var changes: StoreChanges { base.changes }

    @Sendable static func count(_ result: Result<[Entity], PersistenceError>) -> String {
        switch result {
        case .success(let entities): "\(entities.count) cards"
        case .failure(let error): "failed: \(error.message)"
        }
    }

    /// The answer's line with its count, as each of `answers(to:)` has.
    public func get(_ query: PersistenceQuery) async throws(PersistenceError) -> [Entity] {
        try await route.call("get(PersistenceQuery)", answer: Self.count) { () async throws(PersistenceError) in
            try await base.get(query)
        }
    }

    /// Each answer a line of its own (`get answered (256 cards)`: the long-list journey tells the first page from the
    /// whole list by it), as the callback form traced every call of its completion.
    public func answers(to query: PersistenceQuery) -> AsyncStream<Result<[Entity], PersistenceError>> {
        let caller = route.sender
        let answers = route.call("get(PersistenceQuery)") { base.answers(to: query) }
        let route = route
        return AsyncStream { continuation in
            let relay = Task {
                for await answer in answers {
                    route.answer("get answered (\(Self.count(answer)))", to: caller) { continuation.yield(answer) }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in relay.cancel() }
        }
    }

    public func upsert(_ entities: [Entity]) async throws(PersistenceError) {
        try await route.call("upsert([Card])") { () async throws(PersistenceError) in try await base.upsert(entities) }
    }

    public func save(_ entity: Entity) async throws(PersistenceError) -> Entity {
        try await route.call("save(Card)") { () async throws(PersistenceError) in try await base.save(entity) }
    }

    public func setFavourite(_ isFavourite: Bool, identifier: String) async throws(PersistenceError) -> Entity {
        try await route.call("setFavourite(Bool, String)") { () async throws(PersistenceError) in
            try await base.setFavourite(isFavourite, identifier: identifier)
        }
    }

    public func mergeDownloaded(_ entities: [Entity]) async throws(PersistenceError) -> DownloadMerge {
        try await route.call("mergeDownloaded([Card])") { () async throws(PersistenceError) in
            try await base.mergeDownloaded(entities)
        }
    }

    public func markUploaded(_ entities: [Entity]) async throws(PersistenceError) {
        try await route.call("markUploaded([Card])") { () async throws(PersistenceError) in
            try await base.markUploaded(entities)
        }
    }

    public func pendingUploads() async throws(PersistenceError) -> [Entity] {
        try await route.call("pendingUploads()") { () async throws(PersistenceError) in try await base.pendingUploads()
        }
    }

    public func pendingDeletions() async throws(PersistenceError) -> [String] {
        try await route.call("pendingDeletions()") { () async throws(PersistenceError) in
            try await base.pendingDeletions()
        }
    }

    public func markDeletedOnBackend(identifiers: [String]) async throws(PersistenceError) {
        try await route.call("markDeletedOnBackend([String])") { () async throws(PersistenceError) in
            try await base.markDeletedOnBackend(identifiers: identifiers)
        }
    }

    public func remove(identifiers: [String]) async throws(PersistenceError) {
        try await route.call("remove([String])") { () async throws(PersistenceError) in
            try await base.remove(identifiers: identifiers)
        }
    }
}
