import GRDB

/// The store's revision counter: one row, one number, raised by every write of a record, so revisions are unique
/// across the whole store and a record deleted and made again cannot come back with a revision an old screen
/// still holds.
enum StoreRevision {
    static let tableName = "storeRevision"
    static let valueColumn = "value"

    /// Raises the counter and returns the new value; call it inside the write's transaction.
    static func next(_ db: Database) throws -> Int {
        try db.execute(sql: "UPDATE \(tableName) SET \(valueColumn) = \(valueColumn) + 1")
        return try Int.fetchOne(db, sql: "SELECT \(valueColumn) FROM \(tableName)") ?? 1
    }

    /// The counter as it stands, for a batch that hands out revisions itself (value + 1, + 2, …) and stores the
    /// last one it gave with `store`, inside the same transaction: one read and one write instead of two
    /// statements per record.
    static func value(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT \(valueColumn) FROM \(tableName)") ?? 1
    }

    static func store(_ value: Int, _ db: Database) throws {
        try db.execute(sql: "UPDATE \(tableName) SET \(valueColumn) = ?", arguments: [value])
    }

    /// The stored revision of the record with `identifier`, or nil when there is none.
    static func current<Record: RevisionTrackedRecord & UploadTrackedRecord & TableRecord>(
        of _: Record.Type, identifier: String, _ db: Database
    ) throws -> Int? {
        try Int.fetchOne(
            db,
            sql:
                "SELECT \(Record.revisionColumn) FROM \(Record.databaseTableName) WHERE \(Record.identifierColumn) = ?",
            arguments: [identifier])
    }
}
