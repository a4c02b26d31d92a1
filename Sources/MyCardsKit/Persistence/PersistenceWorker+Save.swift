import GRDB

extension PersistenceWorker {
    public func save(_ entity: Entity) async throws(PersistenceError) -> Entity {
        let shown = entity.record()
        return try await write { db in
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
            record.revision = try StoreRevision.next(db)
            record.isPendingUpload = true
            if stored == nil {
                try Self.store(record, in: db)
            } else {
                record = try Self.update(record, db)
            }
            // Saved again after a delete: the card lives on, so the backend must not be told to delete it.
            try db.execute(
                sql: "DELETE FROM \(Record.pendingDeletionTableName) WHERE \(Record.identifierColumn) = ?",
                arguments: [record.identifier])
            return try record.entity()
        }
    }

    /// Writes what the form edits (`savedColumns`) over the stored row and keeps the rest of it — what an import
    /// added meanwhile, say, which a save answering "Overwrite it?" must not wipe — and answers the row as stored.
    private static func update(_ record: Record, _ db: Database) throws -> Record {
        let written =
            Record.savedColumns + [Record.pendingUploadColumn, Record.revisionColumn, Record.fromBackendColumn]
        try db.execute(
            sql: """
                UPDATE \(Record.databaseTableName) SET \(written.map { "\($0) = ?" }.joined(separator: ", ")) \
                WHERE \(Record.identifierColumn) = ?
                """,
            arguments: StatementArguments(record.savedValues + [true, record.revision, false, record.identifier]))
        guard let stored = try Record.fetchOne(db, key: record.identifier) else {
            throw PersistenceError.deletedElsewhere
        }
        return stored
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
