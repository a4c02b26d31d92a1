/// The store as the architectures see it: fetch, upsert and remove entities, and hear about changes.
/// Results always arrive on the main actor; the architectures' tests replace it with hand-written doubles.
public protocol PersistenceWorking<Entity>: Sendable {
    associatedtype Entity: Sendable

    func get(
        _ query: PersistenceQuery,
        completion: @escaping @MainActor @Sendable (Result<[Entity], PersistenceError>) -> Void)

    /// Inserts the new entities and replaces the stored ones with the same identifier, all in one transaction.
    func upsert(
        _ entities: [Entity], completion: @escaping @MainActor @Sendable (Result<Void, PersistenceError>) -> Void)

    /// Removes the entities with these identifiers, in one transaction; unknown identifiers are ignored.
    func remove(
        identifiers: [String], completion: @escaping @MainActor @Sendable (Result<Void, PersistenceError>) -> Void)

    var changes: StoreChanges { get }
}
