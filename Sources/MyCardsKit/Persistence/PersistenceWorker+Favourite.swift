import GRDB

extension PersistenceWorker {
    public func setFavourite(_ isFavourite: Bool, identifier: String) async throws(PersistenceError) -> Entity {
        try await write { db in
            guard var record = try Record.fetchOne(db, key: identifier) else {
                throw PersistenceError.deletedElsewhere
            }
            // Only the mark and the revision change: the card is not due for upload, the backend never sees it.
            record.isFavourite = isFavourite
            record.revision = try StoreRevision.next(db)
            try Self.store(record, in: db)
            return try record.entity()
        }
    }
}
