/// The store as the architectures see it: fetch, upsert and remove entities, and hear about changes. Every call is
/// awaited (issue 36); a read is cancelled with the task awaiting it, a write is not (what the user saved must be
/// stored whoever still waits for the answer). The architectures' tests replace it with hand-written doubles.
public protocol PersistenceWorking<Entity>: Sendable {
    associatedtype Entity: Sendable

    /// Tells whoever iterates `changes.values()` after every write that changed what a screen shows.
    var changes: StoreChanges { get }

    /// The one whole answer to `query` (a first page is never answered alone; see `answers(to:)`).
    func get(_ query: PersistenceQuery) async throws(PersistenceError) -> [Entity]

    /// Every answer to `query` in turn: a worker's first read of a query with a `firstPage` yields that many first
    /// when there are more, then the whole list; any other read yields once. The sequence ends after the last
    /// answer, or when the task iterating it is cancelled.
    func answers(to query: PersistenceQuery) -> AsyncStream<Result<[Entity], PersistenceError>>

    /// An unchecked save: inserts the new entities and replaces the stored ones with the same identifier, all in
    /// one transaction, and marks them as not yet uploaded.
    func upsert(_ entities: [Entity]) async throws(PersistenceError)

    /// The user's save of one entity as read at its `revision` (0: a new one), checked and written in one
    /// transaction: when the stored revision is another one — another window or process saved or deleted it
    /// since — nothing is written and the answer is `.changedElsewhere(revision:)` (save again with that revision
    /// to overwrite) or `.deletedElsewhere` (save again with revision 0 to make it again). Otherwise it is stored
    /// as not yet uploaded, no longer remembered as deleted, and answered with its new revision.
    func save(_ entity: Entity) async throws(PersistenceError) -> Entity

    /// The user's local mark: sets the favourite flag of the stored entity with this identifier, whatever its
    /// revision (a mark is not an edit: nothing to overwrite), without marking it for upload. Answers the entity as
    /// stored now, with its new revision, or `.deletedElsewhere` when there is none. Saves, upserts and downloads
    /// keep the stored flag; only this changes it.
    func setFavourite(_ isFavourite: Bool, identifier: String) async throws(PersistenceError) -> Entity

    /// What a download brought: upserted like `upsert`, except that an entity with a local change or deletion
    /// the backend has not acknowledged yet is left as the user saved it (or stays deleted). One transaction.
    /// Answers how many downloaded entities stay deleted.
    func mergeDownloaded(_ entities: [Entity]) async throws(PersistenceError) -> DownloadMerge

    /// The backend acknowledged these entities as they were uploaded: each stored one that still holds what was
    /// sent (the columns the wire carries) is no longer pending, and downloads may update it again. One saved again
    /// since stays pending: its newer revision is not on the backend yet, and a download must not revert it.
    func markUploaded(_ entities: [Entity]) async throws(PersistenceError)

    /// The entities saved here whose upload has not succeeded yet.
    func pendingUploads() async throws(PersistenceError) -> [Entity]

    /// The entities deleted here whose deletion has not reached the backend yet.
    func pendingDeletions() async throws(PersistenceError) -> [String]

    /// The backend deleted these too (or never had them): downloads may bring such identifiers again.
    func markDeletedOnBackend(identifiers: [String]) async throws(PersistenceError)

    /// The user's delete: removes the entities with these identifiers and remembers the deletion until the
    /// backend acknowledges it, in one transaction; unknown identifiers are ignored.
    func remove(identifiers: [String]) async throws(PersistenceError)
}
