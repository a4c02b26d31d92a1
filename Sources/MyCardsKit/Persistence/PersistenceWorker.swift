import GRDB

/// The generic worker: gets, upserts and removes the entities of one record type. The database work runs
/// through `background`, the completion through `main`; after a successful write the store's `changes`
/// are notified, right after the completion. Every write of a record gives it a new revision (`StoreRevision`).
public final class PersistenceWorker<Record>: PersistenceWorking
where
    Record: EntityConvertible & FetchableRecord & PersistableRecord & UploadTrackedRecord & RevisionTrackedRecord
        & FavouriteTrackedRecord & DownloadedRecord & Equatable & Sendable,
    Record.Entity: RecordConvertible, Record.Entity.Record == Record
{
    public typealias Entity = Record.Entity

    private let database: CardDatabase
    private let background: any Dispatching
    private let main: any Dispatching
    /// Whether a read answered a first page already: only the first one does (see `PersistenceQuery.firstPage`).
    private let pagedOnce = OnceFlag()
    /// The last answer to each list query, with the store's version it was read at.
    private let answers = AnswerCache<Entity>()

    public init(database: CardDatabase, background: any Dispatching, main: any Dispatching) {
        self.database = database
        self.background = background
        self.main = main
    }

    public var changes: StoreChanges { database.changes }

    public func get(
        _ query: PersistenceQuery,
        completion: @escaping @MainActor @Sendable (Result<[Entity], PersistenceError>) -> Void
    ) {
        let page = query.page.flatMap { pagedOnce.claim() ? $0 : nil }
        background.dispatch { [database, main, answers] in
            if let page {
                let first = Result { () throws(PersistenceError) -> [Entity] in try Self.fetch(page, from: database) }
                main.dispatchOnMain { completion(first) }
                // Fewer rows than a page (or a failure) is the whole answer.
                guard case .success(let entities) = first, entities.count == page.limit else { return }
            }
            let result = Result { () throws(PersistenceError) -> [Entity] in
                try Self.read(query, from: database, keepingIn: answers)
            }
            main.dispatchOnMain { completion(result) }
        }
    }

    /// A list query asked again while the store has not changed (the Cards screen reads its list each time it
    /// appears) gets the answer it got last, sharing its storage: reading 10,000 cards again made a second copy of
    /// all of them, 9 MiB more at the peak, for the same rows. A query with a limit (one card) is always read.
    private static func read(
        _ query: PersistenceQuery, from database: CardDatabase, keepingIn answers: AnswerCache<Entity>
    ) throws(PersistenceError) -> [Entity] {
        guard query.limit == nil, let version = try? database.version() else { return try fetch(query, from: database) }
        if let kept = answers.entities(for: query, at: version) { return kept }
        let entities = try fetch(query, from: database)
        answers.keep(entities, for: query, at: version)
        return entities
    }

    public func upsert(
        _ entities: [Entity], completion: @escaping @MainActor @Sendable (Result<Void, PersistenceError>) -> Void
    ) {
        let records = entities.map { entity in
            var record = entity.record()
            record.isPendingUpload = true
            return record
        }
        write(completion: completion) { db in
            for var record in records {
                record.isFavourite = try Self.storedFavourite(of: record.identifier, db) ?? record.isFavourite
                record.revision = try StoreRevision.next(db)
                try Self.store(record, in: db)
            }
        }
    }

    public func mergeDownloaded(
        _ entities: [Entity],
        completion: @escaping @MainActor @Sendable (Result<DownloadMerge, PersistenceError>) -> Void
    ) {
        let records = entities.map { $0.record() }
        write(completion: completion) { db in
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

    public func markUploaded(
        _ entities: [Entity], completion: @escaping @MainActor @Sendable (Result<Void, PersistenceError>) -> Void
    ) {
        let records = entities.map { $0.record() }
        write(completion: completion, notifies: false) { db in
            let statement = try db.cachedStatement(sql: Record.markUploadedSQL)
            for record in records {
                try statement.execute(arguments: StatementArguments(record.downloadedValues + [record.identifier]))
            }
        }
    }

    public func pendingUploads(
        completion: @escaping @MainActor @Sendable (Result<[Entity], PersistenceError>) -> Void
    ) {
        background.dispatch { [database, main] in
            let result = Result { () throws(PersistenceError) -> [Entity] in
                let records: [Record]
                do {
                    records = try database.writer.read { db in try Self.pendingRequest.fetchAll(db) }
                } catch {
                    throw .readFailed(detail: String(describing: error))
                }
                return try records.map { record throws(PersistenceError) in try record.entity() }
            }
            main.dispatchOnMain { completion(result) }
        }
    }

    public func pendingDeletions(
        completion: @escaping @MainActor @Sendable (Result<[String], PersistenceError>) -> Void
    ) {
        background.dispatch { [database, main] in
            let result: Result<[String], PersistenceError>
            do {
                result = .success(try database.writer.read { db in try Self.pendingDeletionIdentifiers(db) }.sorted())
            } catch {
                result = .failure(.readFailed(detail: String(describing: error)))
            }
            main.dispatchOnMain { completion(result) }
        }
    }

    public func markDeletedOnBackend(
        identifiers: [String], completion: @escaping @MainActor @Sendable (Result<Void, PersistenceError>) -> Void
    ) {
        write(completion: completion, notifies: false) { db in
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

    public func remove(
        identifiers: [String], completion: @escaping @MainActor @Sendable (Result<Void, PersistenceError>) -> Void
    ) {
        write(completion: completion) { db in
            _ = try Record.deleteAll(db, keys: identifiers)
            for identifier in identifiers {
                try db.execute(
                    sql:
                        "INSERT OR REPLACE INTO \(Record.pendingDeletionTableName) (\(Record.identifierColumn)) VALUES (?)",
                    arguments: [identifier])
            }
        }
    }

    private static func fetch(_ query: PersistenceQuery, from database: CardDatabase) throws(PersistenceError)
        -> [Entity]
    {
        let records: [Record]
        do {
            records = try database.writer.read { db in try query.request(of: Record.self).fetchAll(db) }
        } catch {
            throw .readFailed(detail: String(describing: error))
        }
        return try records.map { record throws(PersistenceError) in try record.entity() }
    }

    /// One transaction per call: either every change of the batch is stored or none is. A `PersistenceError`
    /// thrown by `updates` (a refused save) rolls the transaction back and reaches the completion as it is.
    func write<Value: Sendable>(
        completion: @escaping @MainActor @Sendable (Result<Value, PersistenceError>) -> Void,
        notifies: Bool = true, _ updates: @escaping @Sendable (Database) throws -> Value
    ) {
        background.dispatch { [database, main] in
            let result: Result<Value, PersistenceError>
            do {
                result = .success(try database.write(updates))
            } catch let error as PersistenceError {
                result = .failure(error)
            } catch {
                result = .failure(.writeFailed(detail: String(describing: error)))
            }
            main.dispatchOnMain {
                completion(result)
                if case .success = result, notifies {
                    database.changes.notify()
                }
            }
        }
    }
}
