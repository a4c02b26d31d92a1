import MyCardsKit

/// An in-memory card store that answers at once, records every call and can be told to fail.
/// Writes notify `changes`, as the real worker does.
public final class CardsWorkerFake: PersistenceWorking, @unchecked Sendable {
    public private(set) var cards: [Card]
    public private(set) var queries: [PersistenceQuery] = []
    public private(set) var upserted: [[Card]] = []
    public private(set) var removed: [[String]] = []
    public private(set) var merged: [[Card]] = []
    /// Identifiers saved here and not yet acknowledged by the backend.
    public private(set) var pendingIdentifiers: Set<String> = []
    /// Identifiers deleted here and not yet deleted on the backend.
    public private(set) var pendingDeletionIdentifiers: Set<String> = []
    public var readFailure: PersistenceError?
    public var writeFailure: PersistenceError?
    public let changes = StoreChanges()

    public init(cards: [Card] = []) {
        self.cards = cards
    }

    public func get(
        _ query: PersistenceQuery, completion: @escaping @MainActor @Sendable (Result<[Card], PersistenceError>) -> Void
    ) {
        queries.append(query)
        let result: Result<[Card], PersistenceError> =
            readFailure.map { .failure($0) } ?? .success(cards.sorted(by: Card.displayOrder))
        MainActor.assumeIsolated { completion(result) }
    }

    public func upsert(
        _ entities: [Card], completion: @escaping @MainActor @Sendable (Result<Void, PersistenceError>) -> Void
    ) {
        upserted.append(entities)
        write(completion) {
            store(entities)
            pendingIdentifiers.formUnion(entities.map(\.identifier))
        }
    }

    public func mergeDownloaded(
        _ entities: [Card], completion: @escaping @MainActor @Sendable (Result<Void, PersistenceError>) -> Void
    ) {
        merged.append(entities)
        let kept = pendingIdentifiers.union(pendingDeletionIdentifiers)
        write(completion) { store(entities.filter { !kept.contains($0.identifier) }) }
    }

    public func markUploaded(
        identifiers: [String], completion: @escaping @MainActor @Sendable (Result<Void, PersistenceError>) -> Void
    ) {
        pendingIdentifiers.subtract(identifiers)
        MainActor.assumeIsolated { completion(.success(())) }
    }

    public func pendingUploads(
        completion: @escaping @MainActor @Sendable (Result<[Card], PersistenceError>) -> Void
    ) {
        let result: Result<[Card], PersistenceError> =
            readFailure.map { .failure($0) }
            ?? .success(cards.filter { pendingIdentifiers.contains($0.identifier) }.sorted(by: Card.displayOrder))
        MainActor.assumeIsolated { completion(result) }
    }

    public func pendingDeletions(
        completion: @escaping @MainActor @Sendable (Result<[String], PersistenceError>) -> Void
    ) {
        let result: Result<[String], PersistenceError> =
            readFailure.map { .failure($0) } ?? .success(pendingDeletionIdentifiers.sorted())
        MainActor.assumeIsolated { completion(result) }
    }

    public func markDeletedOnBackend(
        identifiers: [String], completion: @escaping @MainActor @Sendable (Result<Void, PersistenceError>) -> Void
    ) {
        pendingDeletionIdentifiers.subtract(identifiers)
        MainActor.assumeIsolated { completion(.success(())) }
    }

    /// Marks identifiers as deleted here but not on the backend, as a test's starting point.
    public func markPendingDeletion(_ identifiers: [String]) {
        pendingDeletionIdentifiers.formUnion(identifiers)
    }

    /// Marks cards as saved here but not uploaded, as a test's starting point.
    public func markPending(_ identifiers: [String]) {
        pendingIdentifiers.formUnion(identifiers)
    }

    private func store(_ entities: [Card]) {
        for card in entities {
            cards.removeAll { $0.identifier == card.identifier }
            cards.append(card)
        }
    }

    public func remove(
        identifiers: [String], completion: @escaping @MainActor @Sendable (Result<Void, PersistenceError>) -> Void
    ) {
        removed.append(identifiers)
        write(completion) {
            cards.removeAll { identifiers.contains($0.identifier) }
            pendingDeletionIdentifiers.formUnion(identifiers)
        }
    }

    private func write(
        _ completion: @escaping @MainActor @Sendable (Result<Void, PersistenceError>) -> Void, _ change: () -> Void
    ) {
        if let writeFailure {
            MainActor.assumeIsolated { completion(.failure(writeFailure)) }
            return
        }
        change()
        MainActor.assumeIsolated {
            completion(.success(()))
            changes.notify()
        }
    }
}
