import GRDB

/// The generic worker: gets, upserts and removes the entities of one record type, each call awaited. Reads run on
/// GRDB's reader connections and stop when the awaiting task is cancelled; writes run on its writer's queue, one
/// transaction each, and are never cancelled. After a successful write the store's `changes` are notified, before
/// the write's caller resumes. Every write of a record gives it a new revision (`StoreRevision`).
public final class PersistenceWorker<Record>: PersistenceWorking
where
    Record: EntityConvertible & FetchableRecord & PersistableRecord & UploadTrackedRecord & RevisionTrackedRecord
        & FavouriteTrackedRecord & DownloadedRecord & Equatable & Sendable,
    Record.Entity: RecordConvertible, Record.Entity.Record == Record
{
    public typealias Entity = Record.Entity

    private let database: CardDatabase
    /// Whether a read answered a first page already: only the first one does (see `PersistenceQuery.firstPage`).
    private let pagedOnce = OnceFlag()
    /// The last answer to each list query, with the store's version it was read at.
    private let answers = AnswerCache<Entity>()

    public init(database: CardDatabase) {
        self.database = database
    }

    public var changes: StoreChanges { database.changes }

    public func get(_ query: PersistenceQuery) async throws(PersistenceError) -> [Entity] {
        var whole = query
        whole.firstPage = nil
        return try await Self.read(whole, from: database, keepingIn: answers)
    }

    public func answers(to query: PersistenceQuery) -> AsyncStream<Result<[Entity], PersistenceError>> {
        let page = query.page.flatMap { pagedOnce.claim() ? $0 : nil }
        let reads = Locked(page.map { [$0, query] } ?? [query])
        return AsyncStream { [database, answers] () async -> Result<[Entity], PersistenceError>? in
            guard let next = reads.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { return nil }
            let result: Result<[Entity], PersistenceError>
            do throws(PersistenceError) {
                result = .success(
                    next == page
                        ? try await Self.fetch(next, from: database)
                        : try await Self.read(next, from: database, keepingIn: answers))
            } catch {
                result = .failure(error)
            }
            // Fewer rows than a page (or a failure) is the whole answer; a cancelled read answers nothing.
            if next == page, (try? result.get().count) != page?.limit { reads.withLock { $0.removeAll() } }
            return Task.isCancelled ? nil : result
        }
    }

    /// A list query asked again while the store has not changed (the Cards screen reads its list each time it
    /// appears) gets the answer it got last, sharing its storage: reading 10,000 cards again made a second copy of
    /// all of them, 9 MiB more at the peak, for the same rows. A query with a limit (one card) is always read.
    private static func read(
        _ query: PersistenceQuery, from database: CardDatabase, keepingIn answers: AnswerCache<Entity>
    ) async throws(PersistenceError) -> [Entity] {
        guard query.limit == nil, let version = try? await database.version() else {
            return try await fetch(query, from: database)
        }
        if let kept = answers.entities(for: query, at: version) { return kept }
        let entities = try await fetch(query, from: database)
        answers.keep(entities, for: query, at: version)
        return entities
    }

    public func upsert(_ entities: [Entity]) async throws(PersistenceError) {
        try await write { db in try Self.upsert(entities, in: db) }
    }

    /// The upsert's transaction: also how a spec's fixture fills a store without awaiting.
    static func upsert(_ entities: [Entity], in db: Database) throws {
        for entity in entities {
            var record = entity.record()
            record.isPendingUpload = true
            record.isFavourite = try storedFavourite(of: record.identifier, db) ?? record.isFavourite
            record.revision = try StoreRevision.next(db)
            try store(record, in: db)
        }
    }

    public func mergeDownloaded(_ entities: [Entity]) async throws(PersistenceError) -> DownloadMerge {
        let records = entities.map { $0.record() }
        return try await write { db in
            let deletions = try Self.pendingDeletionIdentifiers(db)
            let pending = Set(try String.fetchAll(db, Self.pendingRequest.select(Column(Record.identifierColumn))))
                .union(deletions)
            // Reading each stored row back to compare it cost a fetch and a decode per card; SQLite compares instead
            // (`mergeSQL`), and only the columns the download brings are written.
            let statement = try db.cachedStatement(sql: Record.mergeSQL)
            var revision = try StoreRevision.value(db)
            for var record in records where !pending.contains(record.identifier) {
                record.revision = revision + 1
                try statement.execute(arguments: record.mergeArguments)
                // Unchanged cards keep their revision: a download must not make every open form's save a conflict.
                // The favourite mark is local: the merge writes only the wire columns, so the stored one stays.
                if db.changesCount > 0 { revision += 1 }
            }
            try StoreRevision.store(revision, db)
            return DownloadMerge(deletedHere: Set(records.map(\.identifier)).intersection(deletions).count)
        }
    }

    public func markUploaded(_ entities: [Entity]) async throws(PersistenceError) {
        let records = entities.map { $0.record() }
        try await write(notifies: false) { db in
            let statement = try db.cachedStatement(sql: Record.markUploadedSQL)
            for record in records {
                try statement.execute(arguments: StatementArguments(record.downloadedValues + [record.identifier]))
            }
        }
    }

    public func pendingUploads() async throws(PersistenceError) -> [Entity] {
        try await Self.entities(Self.pendingRequest, from: database)
    }

    public func pendingDeletions() async throws(PersistenceError) -> [String] {
        do {
            return try await database.read { db in try Self.pendingDeletionIdentifiers(db) }.sorted()
        } catch {
            throw Self.readError(error)
        }
    }

    public func markDeletedOnBackend(identifiers: [String]) async throws(PersistenceError) {
        try await write(notifies: false) { db in
            for identifier in identifiers {
                try db.execute(
                    sql: "DELETE FROM \(Record.pendingDeletionTableName) WHERE \(Record.identifierColumn) = ?",
                    arguments: [identifier])
            }
        }
    }

    /// Inserts the record or replaces the stored one with the same key, every column written. GRDB's `upsert` does
    /// the same but builds its SQL anew for each record and fetches the row back (`RETURNING`): a sixth of the CPU
    /// of merging 10,000 downloaded cards. `insert(onConflict: .replace)` reuses one cached statement.
    static func store(_ record: Record, in db: Database) throws {
        try record.insert(db, onConflict: .replace)
    }

    /// The stored favourite mark of the record with `identifier`, or nil when there is none.
    static func storedFavourite(of identifier: String, _ db: Database) throws -> Bool? {
        try Bool.fetchOne(
            db,
            sql:
                "SELECT \(Record.favouriteColumn) FROM \(Record.databaseTableName) WHERE \(Record.identifierColumn) = ?",
            arguments: [identifier])
    }

    private static func pendingDeletionIdentifiers(_ db: Database) throws -> Set<String> {
        Set(
            try String.fetchAll(
                db, sql: "SELECT \(Record.identifierColumn) FROM \(Record.pendingDeletionTableName)"))
    }

    private static var pendingRequest: QueryInterfaceRequest<Record> {
        Record.filter(Column(Record.pendingUploadColumn) == true)
    }

    public func remove(identifiers: [String]) async throws(PersistenceError) {
        try await write { db in
            _ = try Record.deleteAll(db, keys: identifiers)
            for identifier in identifiers {
                try db.execute(
                    sql:
                        "INSERT OR REPLACE INTO \(Record.pendingDeletionTableName) (\(Record.identifierColumn)) VALUES (?)",
                    arguments: [identifier])
            }
        }
    }

    private static func fetch(_ query: PersistenceQuery, from database: CardDatabase) async throws(PersistenceError)
        -> [Entity]
    {
        try await entities(query.request(of: Record.self), limited: query.limit != nil, from: database)
    }

    /// A read that failed; one cancelled with its task says so in the detail (no screen shows it: it has gone).
    static func readError(_ error: any Error) -> PersistenceError {
        .readFailed(detail: error is CancellationError ? "cancelled" : String(describing: error))
    }

    /// One transaction per call: either every change of the batch is stored or none is. A `PersistenceError`
    /// thrown by `updates` (a refused save) rolls the transaction back and is thrown as it is.
    func write<Value: Sendable>(
        notifies: Bool = true, _ updates: @escaping @Sendable (Database) throws -> Value
    ) async throws(PersistenceError) -> Value {
        let value: Value
        do {
            value = try await database.write(updates)
        } catch let error as PersistenceError {
            throw error
        } catch {
            throw .writeFailed(detail: String(describing: error))
        }
        if notifies { await database.changes.notify() }
        return value
    }
}
