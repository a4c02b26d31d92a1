import Foundation
import MyCardsKit

/// The card store as a test arranges it: every call is recorded with its arguments (queries included), and each
/// is answered with the result the test set for that kind of call, captured when the call is made. It sorts,
/// filters and merges nothing — where a test needs the store's real behaviour it uses `PersistenceWorker` on an
/// in-memory database. Answers go through `answers`: `ImmediateDispatcher` answers at once; a `ManualDispatcher`
/// holds them until the test releases them, in any order (an awaiting caller resumes when its answer is released,
/// cancelled or not). It never announces changes by itself (but for a remove, when `announcesRemoval` says so): a
/// test that wants screens to hear of one calls `changes.notify()`, as the real store does after a write.
public final class CardsStoreSpy: PersistenceWorking, @unchecked Sendable {
    // @unchecked: the arranged results and the records are behind `lock`, or set by the test before it acts.
    public typealias Entity = Card

    public enum Call: Equatable, Sendable, CustomStringConvertible {
        case get(PersistenceQuery)
        case upsert([Card])
        case save(Card)
        case setFavourite(Bool, identifier: String)
        case mergeDownloaded([Card])
        case markUploaded([String])
        case pendingUploads
        case pendingDeletions
        case markDeletedOnBackend([String])
        case remove([String])

        public var description: String {
            switch self {
            case .get: "store.get"
            case .upsert(let cards): "store.upsert(\(cards.map(\.identifier).joined(separator: ",")))"
            case .save(let card): "store.save(\(card.identifier))"
            case .setFavourite(let isFavourite, let id): "store.setFavourite(\(isFavourite), \(id))"
            case .mergeDownloaded(let cards): "store.mergeDownloaded(\(cards.map(\.identifier).joined(separator: ",")))"
            case .markUploaded(let ids): "store.markUploaded(\(ids.joined(separator: ",")))"
            case .pendingUploads: "store.pendingUploads"
            case .pendingDeletions: "store.pendingDeletions"
            case .markDeletedOnBackend(let ids): "store.markDeletedOnBackend(\(ids.joined(separator: ",")))"
            case .remove(let ids): "store.remove(\(ids.joined(separator: ",")))"
            }
        }
    }

    /// What `get` answers, whatever the query.
    public var getResult: Result<[Card], PersistenceError> = .success([])
    /// What `upsert`, `mergeDownloaded`, `remove`, `markUploaded` and `markDeletedOnBackend` answer (and `save`
    /// when `saveResults` is empty and this is a failure).
    public var writeResult: Result<Void, PersistenceError> = .success(())
    /// What the next `save` calls answer, in order: the new revision, or a refusal such as `.changedElsewhere`.
    /// Once they are used up a save answers `writeResult`'s failure, or else the card with its revision plus one.
    public var saveResults: [Result<Int, PersistenceError>] = []
    /// What `setFavourite` answers: the card as the store would hold it now, or a refusal. A test that does not
    /// arrange it gets a failure that names the omission.
    public var favouriteResult: Result<Card, PersistenceError> = .failure(
        .writeFailed(detail: "CardsStoreSpy: no answer arranged for setFavourite"))
    /// What a successful `mergeDownloaded` says about cards deleted here.
    public var mergeResult = DownloadMerge()
    public var pendingUploadsResult: Result<[Card], PersistenceError> = .success([])
    public var pendingDeletionsResult: Result<[String], PersistenceError> = .success([])
    public let changes = StoreChanges()
    /// When true, a remove that succeeds announces a change before it answers, as `PersistenceWorker` does (it
    /// notifies, then returns): what a screen hears while its own delete is still on its way.
    public var announcesRemoval = false

    private let answers: any Dispatching
    private let log: CallLog?
    private let lock = NSLock()
    private var recorded: [Call] = []

    public init(answers: any Dispatching = ImmediateDispatcher(), log: CallLog? = nil) {
        self.answers = answers
        self.log = log
    }

    /// Every call so far, in order.
    public var calls: [Call] { lock.withLock { recorded } }
    public var queries: [PersistenceQuery] { calls.compactMap { if case .get(let q) = $0 { q } else { nil } } }
    public var upserted: [[Card]] { calls.compactMap { if case .upsert(let c) = $0 { c } else { nil } } }
    /// The cards passed to `save`, each with the revision it was read at.
    public var saved: [Card] { calls.compactMap { if case .save(let c) = $0 { c } else { nil } } }
    /// The marks asked for, in order.
    public var favouritesSet: [(isFavourite: Bool, identifier: String)] {
        calls.compactMap { if case .setFavourite(let f, let i) = $0 { (f, i) } else { nil } }
    }
    public var merged: [[Card]] { calls.compactMap { if case .mergeDownloaded(let c) = $0 { c } else { nil } } }
    public var removed: [[String]] { calls.compactMap { if case .remove(let i) = $0 { i } else { nil } } }
    public var markedUploaded: [[String]] {
        calls.compactMap { if case .markUploaded(let i) = $0 { i } else { nil } }
    }
    public var markedDeletedOnBackend: [[String]] {
        calls.compactMap { if case .markDeletedOnBackend(let i) = $0 { i } else { nil } }
    }
    /// The calls from the first remove on: what a screen asked of the store once its delete had started.
    public var callsFromRemove: [Call] {
        Array(calls.drop { call in if case .remove = call { false } else { true } })
    }

    /// One whole answer: a paged query is recorded without its first page, as the store reads it whole.
    public func get(_ query: PersistenceQuery) async throws(PersistenceError) -> [Card] {
        var whole = query
        whole.firstPage = nil
        return try await answer(.get(whole), with: getResult)
    }

    /// One answer, whatever the query asks for: the spy has no first page to give.
    public func answers(to query: PersistenceQuery) -> AsyncStream<Result<[Card], PersistenceError>> {
        let result = getResult
        record(.get(query))
        return AsyncStream { continuation in
            answers.dispatch {
                continuation.yield(result)
                continuation.finish()
            }
        }
    }

    public func upsert(_ entities: [Card]) async throws(PersistenceError) {
        try await answer(.upsert(entities), with: writeResult)
    }

    public func save(_ entity: Card) async throws(PersistenceError) -> Card {
        let arranged = lock.withLock { saveResults.isEmpty ? nil : saveResults.removeFirst() }
        let fallback: Result<Int, PersistenceError> = writeResult.map { entity.revision + 1 }
        let result = (arranged ?? fallback).map { revision in
            var stored = entity
            stored.revision = revision
            return stored
        }
        return try await answer(.save(entity), with: result)
    }

    public func setFavourite(_ isFavourite: Bool, identifier: String) async throws(PersistenceError) -> Card {
        try await answer(.setFavourite(isFavourite, identifier: identifier), with: favouriteResult)
    }

    public func mergeDownloaded(_ entities: [Card]) async throws(PersistenceError) -> DownloadMerge {
        try await answer(.mergeDownloaded(entities), with: writeResult.map { [mergeResult] in mergeResult })
    }

    public func markUploaded(_ entities: [Card]) async throws(PersistenceError) {
        try await answer(.markUploaded(entities.map(\.identifier)), with: writeResult)
    }

    public func pendingUploads() async throws(PersistenceError) -> [Card] {
        try await answer(.pendingUploads, with: pendingUploadsResult)
    }

    public func pendingDeletions() async throws(PersistenceError) -> [String] {
        try await answer(.pendingDeletions, with: pendingDeletionsResult)
    }

    public func markDeletedOnBackend(identifiers: [String]) async throws(PersistenceError) {
        try await answer(.markDeletedOnBackend(identifiers), with: writeResult)
    }

    public func remove(identifiers: [String]) async throws(PersistenceError) {
        try await answer(.remove(identifiers), with: writeResult)
        if announcesRemoval { await changes.notify() }
    }

    /// Records `call`, and answers `result` once the dispatcher runs the answer.
    private func answer<Value: Sendable>(
        _ call: Call, with result: Result<Value, PersistenceError>
    ) async throws(PersistenceError) -> Value {
        record(call)
        return try await withCheckedContinuation { continuation in
            answers.dispatch { continuation.resume(returning: result) }
        }.get()
    }

    private func record(_ call: Call) {
        lock.withLock { recorded.append(call) }
        log?.append(call.description)
    }
}
