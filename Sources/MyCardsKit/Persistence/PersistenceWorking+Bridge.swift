// Issue 36's bridge (see Concurrency/CallbackBridge.swift): each form of the store's API defaults to the other, so a
// conformer implements either. Goes with the callback forms.

extension PersistenceWorking {
    public func get(_ query: PersistenceQuery) async throws(PersistenceError) -> [Entity] {
        var whole = query
        whole.firstPage = nil
        return try await answer { completion in get(whole, completion: completion) }.get()
    }

    public func answers(to query: PersistenceQuery) -> AsyncStream<Result<[Entity], PersistenceError>> {
        AsyncStream { continuation in
            // A paged read answers a full page first, then the whole list; any other answer is the last.
            let pageSize = query.page?.limit
            let answered = AnswerCount()
            get(query) { result in
                continuation.yield(result)
                let isPage = answered.next() == 1 && (try? result.get().count) == pageSize && pageSize != nil
                if !isPage { continuation.finish() }
            }
        }
    }

    public func upsert(_ entities: [Entity]) async throws(PersistenceError) {
        try await answer { completion in upsert(entities, completion: completion) }.get()
    }

    public func save(_ entity: Entity) async throws(PersistenceError) -> Entity {
        try await answer { completion in save(entity, completion: completion) }.get()
    }

    public func setFavourite(_ isFavourite: Bool, identifier: String) async throws(PersistenceError) -> Entity {
        try await answer { completion in setFavourite(isFavourite, identifier: identifier, completion: completion) }
            .get()
    }

    public func mergeDownloaded(_ entities: [Entity]) async throws(PersistenceError) -> DownloadMerge {
        try await answer { completion in mergeDownloaded(entities, completion: completion) }.get()
    }

    public func markUploaded(_ entities: [Entity]) async throws(PersistenceError) {
        try await answer { completion in markUploaded(entities, completion: completion) }.get()
    }

    public func pendingUploads() async throws(PersistenceError) -> [Entity] {
        try await answer { completion in pendingUploads(completion: completion) }.get()
    }

    public func pendingDeletions() async throws(PersistenceError) -> [String] {
        try await answer { completion in pendingDeletions(completion: completion) }.get()
    }

    public func markDeletedOnBackend(identifiers: [String]) async throws(PersistenceError) {
        try await answer { completion in markDeletedOnBackend(identifiers: identifiers, completion: completion) }.get()
    }

    public func remove(identifiers: [String]) async throws(PersistenceError) {
        try await answer { completion in remove(identifiers: identifiers, completion: completion) }.get()
    }
}

extension PersistenceWorking {
    public func get(
        _ query: PersistenceQuery,
        completion: @escaping @MainActor @Sendable (Result<[Entity], PersistenceError>) -> Void
    ) {
        let answers = answers(to: query)
        Task { @MainActor in
            for await result in answers { completion(result) }
        }
    }

    public func upsert(
        _ entities: [Entity], completion: @escaping @MainActor @Sendable (Result<Void, PersistenceError>) -> Void
    ) {
        bridge(completion) { () async throws(PersistenceError) in try await upsert(entities) }
    }

    public func save(
        _ entity: Entity, completion: @escaping @MainActor @Sendable (Result<Entity, PersistenceError>) -> Void
    ) {
        bridge(completion) { () async throws(PersistenceError) in try await save(entity) }
    }

    public func setFavourite(
        _ isFavourite: Bool, identifier: String,
        completion: @escaping @MainActor @Sendable (Result<Entity, PersistenceError>) -> Void
    ) {
        bridge(completion) { () async throws(PersistenceError) in
            try await setFavourite(isFavourite, identifier: identifier)
        }
    }

    public func mergeDownloaded(
        _ entities: [Entity],
        completion: @escaping @MainActor @Sendable (Result<DownloadMerge, PersistenceError>) -> Void
    ) {
        bridge(completion) { () async throws(PersistenceError) in try await mergeDownloaded(entities) }
    }

    public func markUploaded(
        _ entities: [Entity], completion: @escaping @MainActor @Sendable (Result<Void, PersistenceError>) -> Void
    ) {
        bridge(completion) { () async throws(PersistenceError) in try await markUploaded(entities) }
    }

    public func pendingUploads(completion: @escaping @MainActor @Sendable (Result<[Entity], PersistenceError>) -> Void)
    {
        bridge(completion) { () async throws(PersistenceError) in try await pendingUploads() }
    }

    public func pendingDeletions(
        completion: @escaping @MainActor @Sendable (Result<[String], PersistenceError>) -> Void
    ) {
        bridge(completion) { () async throws(PersistenceError) in try await pendingDeletions() }
    }

    public func markDeletedOnBackend(
        identifiers: [String], completion: @escaping @MainActor @Sendable (Result<Void, PersistenceError>) -> Void
    ) {
        bridge(completion) { () async throws(PersistenceError) in
            try await markDeletedOnBackend(identifiers: identifiers)
        }
    }

    public func remove(
        identifiers: [String], completion: @escaping @MainActor @Sendable (Result<Void, PersistenceError>) -> Void
    ) {
        bridge(completion) { () async throws(PersistenceError) in try await remove(identifiers: identifiers) }
    }
}

/// Runs an async call and hands its result to a completion on the main actor.
func bridge<Value: Sendable, Failure: Error>(
    _ completion: @escaping @MainActor @Sendable (Result<Value, Failure>) -> Void,
    _ work: @escaping @Sendable () async throws(Failure) -> Value
) {
    Task { @MainActor in
        do throws(Failure) { completion(.success(try await work())) } catch { completion(.failure(error)) }
    }
}

/// Counts a callback's answers, which come on the main actor.
@MainActor
private final class AnswerCount {
    private var count = 0

    nonisolated init() {}

    func next() -> Int {
        count += 1
        return count
    }
}
