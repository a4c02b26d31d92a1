import ConcurrencyExtras
import MyCardsKit

/// A real store whose calls a test can wait out: every call the app makes is counted until it has answered, and
/// `idle()` returns once none is running. What lets a whole-app session settle on the real worker, whose answers come
/// from GRDB's own queue, by awaiting them rather than waiting for time to pass.
public final class AwaitedStore: PersistenceWorking {
    public let base: CardsWorker
    private let running = Locked<(count: Int, waiting: [CheckedContinuation<Void, Never>])>((0, []))

    public init(_ base: CardsWorker) {
        self.base = base
    }

    public var changes: StoreChanges { base.changes }

    /// How many calls have not answered yet.
    public var runningCount: Int { running.withLock { $0.count } }

    /// Returns once no call is running (at once when none is).
    public func idle() async {
        await withCheckedContinuation { continuation in
            let isIdle = running.withLock { running in
                if running.count == 0 { return true }
                running.waiting.append(continuation)
                return false
            }
            if isIdle { continuation.resume() }
        }
    }

    /// Lets the tasks callers started run (on the main serial executor: `.mainSerialExecutor`), and awaits every call
    /// they make, until none is left: a callback caller's chain of calls has then answered as far as it can.
    public func settle() async {
        repeat {
            await Task.megaYield()
            await idle()
            await Task.megaYield()
        } while runningCount > 0
    }

    private func begin() {
        running.withLock { $0.count += 1 }
    }

    private func end() {
        let waiting = running.withLock { running in
            running.count -= 1
            guard running.count == 0 else { return [CheckedContinuation<Void, Never>]() }
            defer { running.waiting = [] }
            return running.waiting
        }
        for continuation in waiting { continuation.resume() }
    }

    private func counted<Value>(_ call: () async throws(PersistenceError) -> Value) async throws(PersistenceError)
        -> Value
    {
        begin()
        defer { end() }
        return try await call()
    }

    public func get(_ query: PersistenceQuery) async throws(PersistenceError) -> [Card] {
        try await counted { () async throws(PersistenceError) in try await base.get(query) }
    }

    public func answers(to query: PersistenceQuery) -> AsyncStream<Result<[Card], PersistenceError>> {
        begin()
        let answers = base.answers(to: query)
        return AsyncStream { continuation in
            let relay = Task {
                for await answer in answers { continuation.yield(answer) }
                continuation.finish()
                end()
            }
            continuation.onTermination = { _ in relay.cancel() }
        }
    }

    public func upsert(_ entities: [Card]) async throws(PersistenceError) {
        try await counted { () async throws(PersistenceError) in try await base.upsert(entities) }
    }

    public func save(_ entity: Card) async throws(PersistenceError) -> Card {
        try await counted { () async throws(PersistenceError) in try await base.save(entity) }
    }

    public func setFavourite(_ isFavourite: Bool, identifier: String) async throws(PersistenceError) -> Card {
        try await counted { () async throws(PersistenceError) in
            try await base.setFavourite(isFavourite, identifier: identifier)
        }
    }

    public func mergeDownloaded(_ entities: [Card]) async throws(PersistenceError) -> DownloadMerge {
        try await counted { () async throws(PersistenceError) in try await base.mergeDownloaded(entities) }
    }

    public func markUploaded(_ entities: [Card]) async throws(PersistenceError) {
        try await counted { () async throws(PersistenceError) in try await base.markUploaded(entities) }
    }

    public func pendingUploads() async throws(PersistenceError) -> [Card] {
        try await counted { () async throws(PersistenceError) in try await base.pendingUploads() }
    }

    public func pendingDeletions() async throws(PersistenceError) -> [String] {
        try await counted { () async throws(PersistenceError) in try await base.pendingDeletions() }
    }

    public func markDeletedOnBackend(identifiers: [String]) async throws(PersistenceError) {
        try await counted { () async throws(PersistenceError) in
            try await base.markDeletedOnBackend(identifiers: identifiers)
        }
    }

    public func remove(identifiers: [String]) async throws(PersistenceError) {
        try await counted { () async throws(PersistenceError) in try await base.remove(identifiers: identifiers) }
    }
}
