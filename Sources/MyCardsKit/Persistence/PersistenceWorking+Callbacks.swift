// TEMPORARY (issue 36): the store's completion-handler forms, for the architecture that still calls them (MVVM, until
// its async commit). They are no requirements any more: each awaits the async form in a main-actor task and hands its
// answer on. This file goes when no architecture calls a callback form.

/// TEMPORARY, goes with this file: a conformer that still answers a callback caller itself, in the turn its answer is
/// ready, as every conformer did before issue 36 — the shared test double, and `TracedStore` over it — so the
/// callback callers' tests keep the timing they were written for. Its async forms default to its callback forms.
public protocol PersistenceWorkingCallbacks<Entity>: PersistenceWorking {
    func get(
        _ query: PersistenceQuery, answering completion: @escaping @MainActor @Sendable (StoreAnswer<[Entity]>) -> Void)
    func upsert(_ entities: [Entity], answering completion: @escaping @MainActor @Sendable (StoreAnswer<Void>) -> Void)
    func save(_ entity: Entity, answering completion: @escaping @MainActor @Sendable (StoreAnswer<Entity>) -> Void)
    func setFavourite(
        _ isFavourite: Bool, identifier: String,
        answering completion: @escaping @MainActor @Sendable (StoreAnswer<Entity>) -> Void)
    func mergeDownloaded(
        _ entities: [Entity], answering completion: @escaping @MainActor @Sendable (StoreAnswer<DownloadMerge>) -> Void)
    func markUploaded(
        _ entities: [Entity], answering completion: @escaping @MainActor @Sendable (StoreAnswer<Void>) -> Void)
    func pendingUploads(answering completion: @escaping @MainActor @Sendable (StoreAnswer<[Entity]>) -> Void)
    func pendingDeletions(answering completion: @escaping @MainActor @Sendable (StoreAnswer<[String]>) -> Void)
    func markDeletedOnBackend(
        identifiers: [String], answering completion: @escaping @MainActor @Sendable (StoreAnswer<Void>) -> Void)
    func remove(identifiers: [String], answering completion: @escaping @MainActor @Sendable (StoreAnswer<Void>) -> Void)
}

/// What a store's completion handler receives.
public typealias StoreAnswer<Value> = Result<Value, PersistenceError>

extension PersistenceWorking {
    /// The entities the query selects. Answers once, except a worker's first read of a query with a `firstPage`,
    /// which answers that many first when there are more, then all of them.
    public func get(
        _ query: PersistenceQuery, completion: @escaping @MainActor @Sendable (StoreAnswer<[Entity]>) -> Void
    ) {
        if let direct = callbacks { return direct.get(query, answering: completion) }
        let answers = answers(to: query)
        Task { @MainActor in
            for await result in answers { completion(result) }
        }
    }

    public func upsert(_ entities: [Entity], completion: @escaping @MainActor @Sendable (StoreAnswer<Void>) -> Void) {
        if let direct = callbacks { return direct.upsert(entities, answering: completion) }
        bridge(completion) { () async throws(PersistenceError) in try await upsert(entities) }
    }

    public func save(_ entity: Entity, completion: @escaping @MainActor @Sendable (StoreAnswer<Entity>) -> Void) {
        if let direct = callbacks { return direct.save(entity, answering: completion) }
        bridge(completion) { () async throws(PersistenceError) in try await save(entity) }
    }

    public func setFavourite(
        _ isFavourite: Bool, identifier: String,
        completion: @escaping @MainActor @Sendable (StoreAnswer<Entity>) -> Void
    ) {
        if let direct = callbacks {
            return direct.setFavourite(isFavourite, identifier: identifier, answering: completion)
        }
        bridge(completion) { () async throws(PersistenceError) in
            try await setFavourite(isFavourite, identifier: identifier)
        }
    }

    public func mergeDownloaded(
        _ entities: [Entity], completion: @escaping @MainActor @Sendable (StoreAnswer<DownloadMerge>) -> Void
    ) {
        if let direct = callbacks { return direct.mergeDownloaded(entities, answering: completion) }
        bridge(completion) { () async throws(PersistenceError) in try await mergeDownloaded(entities) }
    }

    public func markUploaded(
        _ entities: [Entity], completion: @escaping @MainActor @Sendable (StoreAnswer<Void>) -> Void
    ) {
        if let direct = callbacks { return direct.markUploaded(entities, answering: completion) }
        bridge(completion) { () async throws(PersistenceError) in try await markUploaded(entities) }
    }

    public func pendingUploads(completion: @escaping @MainActor @Sendable (StoreAnswer<[Entity]>) -> Void) {
        if let direct = callbacks { return direct.pendingUploads(answering: completion) }
        bridge(completion) { () async throws(PersistenceError) in try await pendingUploads() }
    }

    public func pendingDeletions(completion: @escaping @MainActor @Sendable (StoreAnswer<[String]>) -> Void) {
        if let direct = callbacks { return direct.pendingDeletions(answering: completion) }
        bridge(completion) { () async throws(PersistenceError) in try await pendingDeletions() }
    }

    public func markDeletedOnBackend(
        identifiers: [String], completion: @escaping @MainActor @Sendable (StoreAnswer<Void>) -> Void
    ) {
        if let direct = callbacks {
            return direct.markDeletedOnBackend(identifiers: identifiers, answering: completion)
        }
        bridge(completion) { () async throws(PersistenceError) in
            try await markDeletedOnBackend(identifiers: identifiers)
        }
    }

    public func remove(identifiers: [String], completion: @escaping @MainActor @Sendable (StoreAnswer<Void>) -> Void) {
        if let direct = callbacks { return direct.remove(identifiers: identifiers, answering: completion) }
        bridge(completion) { () async throws(PersistenceError) in try await remove(identifiers: identifiers) }
    }

    private var callbacks: (any PersistenceWorkingCallbacks<Entity>)? {
        self as? any PersistenceWorkingCallbacks<Entity>
    }
}

// The async forms of a callback conformer, over its callback forms (issue 36's bridge for the doubles).
extension PersistenceWorkingCallbacks {
    public func get(_ query: PersistenceQuery) async throws(PersistenceError) -> [Entity] {
        var whole = query
        whole.firstPage = nil
        return try await answer { completion in get(whole, answering: completion) }.get()
    }

    public func answers(to query: PersistenceQuery) -> AsyncStream<StoreAnswer<[Entity]>> {
        AsyncStream { continuation in
            // A paged read answers a full page first, then the whole list; any other answer is the last.
            let pageSize = query.page?.limit
            let answered = OnceFlag()
            get(
                query,
                answering: { result in
                    continuation.yield(result)
                    let isPage = answered.claim() && (try? result.get().count) == pageSize && pageSize != nil
                    if !isPage { continuation.finish() }
                })
        }
    }

    public func upsert(_ entities: [Entity]) async throws(PersistenceError) {
        try await answer { completion in upsert(entities, answering: completion) }.get()
    }

    public func save(_ entity: Entity) async throws(PersistenceError) -> Entity {
        try await answer { completion in save(entity, answering: completion) }.get()
    }

    public func setFavourite(_ isFavourite: Bool, identifier: String) async throws(PersistenceError) -> Entity {
        try await answer { completion in setFavourite(isFavourite, identifier: identifier, answering: completion) }
            .get()
    }

    public func mergeDownloaded(_ entities: [Entity]) async throws(PersistenceError) -> DownloadMerge {
        try await answer { completion in mergeDownloaded(entities, answering: completion) }.get()
    }

    public func markUploaded(_ entities: [Entity]) async throws(PersistenceError) {
        try await answer { completion in markUploaded(entities, answering: completion) }.get()
    }

    public func pendingUploads() async throws(PersistenceError) -> [Entity] {
        try await answer { completion in pendingUploads(answering: completion) }.get()
    }

    public func pendingDeletions() async throws(PersistenceError) -> [String] {
        try await answer { completion in pendingDeletions(answering: completion) }.get()
    }

    public func markDeletedOnBackend(identifiers: [String]) async throws(PersistenceError) {
        try await answer { completion in markDeletedOnBackend(identifiers: identifiers, answering: completion) }.get()
    }

    public func remove(identifiers: [String]) async throws(PersistenceError) {
        try await answer { completion in remove(identifiers: identifiers, answering: completion) }.get()
    }
}

extension PersistenceWorking where Entity == Card {
    /// The card stored under `identifier` now, or nil when it is gone or cannot be read: what a screen showing one
    /// card reads again when the store changes.
    public func storedCard(_ identifier: String, completion: @escaping @MainActor @Sendable (Card?) -> Void) {
        get(.card(identifier: identifier)) { result in
            completion((try? result.get())?.first { $0.identifier == identifier })
        }
    }
}
