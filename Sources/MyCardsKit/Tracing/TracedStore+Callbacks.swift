// TEMPORARY (issue 36), goes with PersistenceWorking+Callbacks.swift: the traced store's callback forms, answering in
// the turn the store behind answers (`PersistenceWorkingCallbacks`).

extension TracedStore: PersistenceWorkingCallbacks {
    public func get(
        _ query: PersistenceQuery,
        answering completion: @escaping @MainActor @Sendable (Result<[Entity], PersistenceError>) -> Void
    ) {
        let answer = route.answering("get", describe: Self.count, completion)
        route.call("get(PersistenceQuery)") { base.get(query, completion: answer) }
    }

    public func upsert(
        _ entities: [Entity],
        answering completion: @escaping @MainActor @Sendable (Result<Void, PersistenceError>) -> Void
    ) {
        let answer = route.answering("upsert", completion)
        route.call("upsert([Card])") { base.upsert(entities, completion: answer) }
    }

    public func save(
        _ entity: Entity,
        answering completion: @escaping @MainActor @Sendable (Result<Entity, PersistenceError>) -> Void
    ) {
        let answer = route.answering("save", completion)
        route.call("save(Card)") { base.save(entity, completion: answer) }
    }

    public func setFavourite(
        _ isFavourite: Bool, identifier: String,
        answering completion: @escaping @MainActor @Sendable (Result<Entity, PersistenceError>) -> Void
    ) {
        let answer = route.answering("setFavourite", completion)
        route.call("setFavourite(Bool, String)") {
            base.setFavourite(isFavourite, identifier: identifier, completion: answer)
        }
    }

    public func mergeDownloaded(
        _ entities: [Entity],
        answering completion: @escaping @MainActor @Sendable (Result<DownloadMerge, PersistenceError>) -> Void
    ) {
        let answer = route.answering("mergeDownloaded", completion)
        route.call("mergeDownloaded([Card])") { base.mergeDownloaded(entities, completion: answer) }
    }

    public func markUploaded(
        _ entities: [Entity],
        answering completion: @escaping @MainActor @Sendable (Result<Void, PersistenceError>) -> Void
    ) {
        let answer = route.answering("markUploaded", completion)
        route.call("markUploaded([Card])") { base.markUploaded(entities, completion: answer) }
    }

    public func pendingUploads(
        answering completion: @escaping @MainActor @Sendable (Result<[Entity], PersistenceError>) -> Void
    ) {
        let answer = route.answering("pendingUploads", completion)
        route.call("pendingUploads()") { base.pendingUploads(completion: answer) }
    }

    public func pendingDeletions(
        answering completion: @escaping @MainActor @Sendable (Result<[String], PersistenceError>) -> Void
    ) {
        let answer = route.answering("pendingDeletions", completion)
        route.call("pendingDeletions()") { base.pendingDeletions(completion: answer) }
    }

    public func markDeletedOnBackend(
        identifiers: [String],
        answering completion: @escaping @MainActor @Sendable (Result<Void, PersistenceError>) -> Void
    ) {
        let answer = route.answering("markDeletedOnBackend", completion)
        route.call("markDeletedOnBackend([String])") {
            base.markDeletedOnBackend(identifiers: identifiers, completion: answer)
        }
    }

    public func remove(
        identifiers: [String],
        answering completion: @escaping @MainActor @Sendable (Result<Void, PersistenceError>) -> Void
    ) {
        let answer = route.answering("remove", completion)
        route.call("remove([String])") { base.remove(identifiers: identifiers, completion: answer) }
    }
}
