/// The store as a traced boundary: every call a role makes is one line (`CardsViewController -> CardsWorker:
/// save(Card)`), every answer another (`CardsWorker -> CardsViewController: save answered`), and every change
/// notification too (`CardsWorker -> CardsViewController: changed`).
public struct TracedStore<Entity: Sendable>: PersistenceWorking {
    private let base: any PersistenceWorking<Entity>
    private let route: BoundaryRoute

    public init(_ base: any PersistenceWorking<Entity>, tracer: any Tracing) {
        self.base = base
        route = BoundaryRoute(tracer: tracer, holder: "App", receiver: "CardsWorker")
        base.changes.trace(by: route)
    }

    public var changes: StoreChanges { base.changes }

    @Sendable private static func count(_ result: Result<[Entity], PersistenceError>) -> String {
        switch result {
        case .success(let entities): "\(entities.count) cards"
        case .failure(let error): "failed: \(error.message)"
        }
    }

    public func get(
        _ query: PersistenceQuery,
        completion: @escaping @MainActor @Sendable (Result<[Entity], PersistenceError>) -> Void
    ) {
        let answer = route.answering("get", describe: Self.count, completion)
        route.call("get(PersistenceQuery)") { base.get(query, completion: answer) }
    }

    public func upsert(
        _ entities: [Entity], completion: @escaping @MainActor @Sendable (Result<Void, PersistenceError>) -> Void
    ) {
        let answer = route.answering("upsert", completion)
        route.call("upsert([Card])") { base.upsert(entities, completion: answer) }
    }

    public func save(
        _ entity: Entity, completion: @escaping @MainActor @Sendable (Result<Entity, PersistenceError>) -> Void
    ) {
        let answer = route.answering("save", completion)
        route.call("save(Card)") { base.save(entity, completion: answer) }
    }

    public func setFavourite(
        _ isFavourite: Bool, identifier: String,
        completion: @escaping @MainActor @Sendable (Result<Entity, PersistenceError>) -> Void
    ) {
        let answer = route.answering("setFavourite", completion)
        route.call("setFavourite(Bool, String)") {
            base.setFavourite(isFavourite, identifier: identifier, completion: answer)
        }
    }

    public func mergeDownloaded(
        _ entities: [Entity],
        completion: @escaping @MainActor @Sendable (Result<DownloadMerge, PersistenceError>) -> Void
    ) {
        let answer = route.answering("mergeDownloaded", completion)
        route.call("mergeDownloaded([Card])") { base.mergeDownloaded(entities, completion: answer) }
    }

    public func markUploaded(
        _ entities: [Entity], completion: @escaping @MainActor @Sendable (Result<Void, PersistenceError>) -> Void
    ) {
        let answer = route.answering("markUploaded", completion)
        route.call("markUploaded([Card])") { base.markUploaded(entities, completion: answer) }
    }

    public func pendingUploads(
        completion: @escaping @MainActor @Sendable (Result<[Entity], PersistenceError>) -> Void
    ) {
        let answer = route.answering("pendingUploads", completion)
        route.call("pendingUploads()") { base.pendingUploads(completion: answer) }
    }

    public func pendingDeletions(
        completion: @escaping @MainActor @Sendable (Result<[String], PersistenceError>) -> Void
    ) {
        let answer = route.answering("pendingDeletions", completion)
        route.call("pendingDeletions()") { base.pendingDeletions(completion: answer) }
    }

    public func markDeletedOnBackend(
        identifiers: [String], completion: @escaping @MainActor @Sendable (Result<Void, PersistenceError>) -> Void
    ) {
        let answer = route.answering("markDeletedOnBackend", completion)
        route.call("markDeletedOnBackend([String])") {
            base.markDeletedOnBackend(identifiers: identifiers, completion: answer)
        }
    }

    public func remove(
        identifiers: [String], completion: @escaping @MainActor @Sendable (Result<Void, PersistenceError>) -> Void
    ) {
        let answer = route.answering("remove", completion)
        route.call("remove([String])") { base.remove(identifiers: identifiers, completion: answer) }
    }
}
