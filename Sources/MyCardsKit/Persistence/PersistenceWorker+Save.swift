import GRDB

extension PersistenceWorker {
    public func save(
        _ entity: Entity, completion: @escaping @MainActor @Sendable (Result<Entity, PersistenceError>) -> Void
    ) {
        let shown = entity.record()
        write(completion: completion) { db in
            var record = shown
            let stored = try StoreRevision.current(of: Record.self, identifier: record.identifier, db)
            switch (record.revision, stored) {
            case (0, nil):
                break
            case (_, nil):
                throw PersistenceError.deletedElsewhere
            case (let read, let stored?) where read != stored:
                throw PersistenceError.changedElsewhere(try Self.change(storedAt: stored, against: record, db))
            default:
                break
            }
            record.isFavourite = try Self.storedFavourite(of: record.identifier, db) ?? record.isFavourite
            record.revision = try StoreRevision.next(db)
            record.isPendingUpload = true
            try Self.store(record, in: db)
            // Saved again after a delete: the card lives on, so the backend must not be told to delete it.
            try db.execute(
                sql: "DELETE FROM \(Record.pendingDeletionTableName) WHERE \(Record.identifierColumn) = ?",
                arguments: [record.identifier])
            return try record.entity()
        }
    }

    /// Who wrote the stored row at `revision` and where it differs from `refused`.
    private static func change(storedAt revision: Int, against refused: Record, _ db: Database) throws -> StoredChange {
        // One read of the row: the record (which ignores the column) and who wrote it.
        let row = try Row.fetchOne(
            db, sql: "SELECT * FROM \(Record.databaseTableName) WHERE \(Record.identifierColumn) = ?",
            arguments: [refused.identifier])
        let fromBackend: Bool = row?[Record.fromBackendColumn] ?? false
        return StoredChange(
            revision: revision, source: fromBackend ? .backend : .anotherWindow,
            differing: try row.map { try Record(row: $0).differingParts(from: refused) } ?? [])
    }
}
