// TEMPORARY (issue 36), goes with PersistenceWorking+Callbacks.swift: the worker's callback forms answer in the order
// they were called, as the serial store queue they ran on did (AppServicesStoreOrderingSpec): a callback caller fires
// a read and a write without waiting, and the read must not answer after the write and the re-read it caused. Each
// call becomes a job of the worker's one job queue, run after the ones before it; the async forms need no queue,
// since their caller awaits each answer before asking again.

extension PersistenceWorker: PersistenceWorkingCallbacks {
    public func get(
        _ query: PersistenceQuery, answering completion: @escaping @MainActor @Sendable (StoreAnswer<[Entity]>) -> Void
    ) {
        let answers = answers(to: query)
        jobs.run {
            for await result in answers { await completion(result) }
        }
    }

    public func upsert(
        _ entities: [Entity], answering completion: @escaping @MainActor @Sendable (StoreAnswer<Void>) -> Void
    ) {
        answer(completion) { () async throws(PersistenceError) in try await self.upsert(entities) }
    }

    public func save(
        _ entity: Entity, answering completion: @escaping @MainActor @Sendable (StoreAnswer<Entity>) -> Void
    ) {
        answer(completion) { () async throws(PersistenceError) in try await self.save(entity) }
    }

    public func setFavourite(
        _ isFavourite: Bool, identifier: String,
        answering completion: @escaping @MainActor @Sendable (StoreAnswer<Entity>) -> Void
    ) {
        answer(completion) { () async throws(PersistenceError) in
            try await self.setFavourite(isFavourite, identifier: identifier)
        }
    }

    public func mergeDownloaded(
        _ entities: [Entity], answering completion: @escaping @MainActor @Sendable (StoreAnswer<DownloadMerge>) -> Void
    ) {
        answer(completion) { () async throws(PersistenceError) in try await self.mergeDownloaded(entities) }
    }

    public func markUploaded(
        _ entities: [Entity], answering completion: @escaping @MainActor @Sendable (StoreAnswer<Void>) -> Void
    ) {
        answer(completion) { () async throws(PersistenceError) in try await self.markUploaded(entities) }
    }

    public func pendingUploads(answering completion: @escaping @MainActor @Sendable (StoreAnswer<[Entity]>) -> Void) {
        answer(completion) { () async throws(PersistenceError) in try await self.pendingUploads() }
    }

    public func pendingDeletions(answering completion: @escaping @MainActor @Sendable (StoreAnswer<[String]>) -> Void) {
        answer(completion) { () async throws(PersistenceError) in try await self.pendingDeletions() }
    }

    public func markDeletedOnBackend(
        identifiers: [String], answering completion: @escaping @MainActor @Sendable (StoreAnswer<Void>) -> Void
    ) {
        answer(completion) { () async throws(PersistenceError) in
            try await self.markDeletedOnBackend(identifiers: identifiers)
        }
    }

    public func remove(
        identifiers: [String], answering completion: @escaping @MainActor @Sendable (StoreAnswer<Void>) -> Void
    ) {
        answer(completion) { () async throws(PersistenceError) in try await self.remove(identifiers: identifiers) }
    }

    private func answer<Value: Sendable>(
        _ completion: @escaping @MainActor @Sendable (StoreAnswer<Value>) -> Void,
        _ call: @escaping @Sendable () async throws(PersistenceError) -> Value
    ) {
        jobs.run {
            let result: StoreAnswer<Value>
            do throws(PersistenceError) { result = .success(try await call()) } catch { result = .failure(error) }
            await completion(result)
        }
    }
}

/// TEMPORARY, goes with the file above: jobs run one after another, in the order they were handed over, by one task
/// that lives as long as the queue.
final class JobQueue: Sendable {
    private let jobs: AsyncStream<@Sendable () async -> Void>.Continuation

    init() {
        let (stream, jobs) = AsyncStream.makeStream(of: (@Sendable () async -> Void).self)
        self.jobs = jobs
        Task {
            for await job in stream { await job() }
        }
    }

    deinit {
        jobs.finish()
    }

    func run(_ job: @escaping @Sendable () async -> Void) {
        jobs.yield(job)
    }
}
