import GRDB

/// The names of the Catima groups this store has seen, in the order they were first imported: Catima's groups table,
/// kept whole (a group no card is in included) so an export writes it back. Which groups a card is in lives in the
/// card's own `CatimaExtras`.
enum CatimaGroups {
    static let tableName = "catimaGroup"
    static let nameColumn = "name"
    static let positionColumn = "position"

    /// Every stored name in order; none in a store from before migration v9.
    static func all(_ db: Database) throws -> [String] {
        guard try db.tableExists(tableName) else { return [] }
        return try String.fetchAll(db, sql: "SELECT \(nameColumn) FROM \(tableName) ORDER BY \(positionColumn)")
    }

    /// Adds the names not stored yet, after the stored ones, in the order given.
    static func add(_ names: [String], _ db: Database) throws {
        var position = try Int.fetchOne(db, sql: "SELECT MAX(\(positionColumn)) FROM \(tableName)") ?? 0
        for name in names {
            position += 1
            try db.execute(
                sql: "INSERT OR IGNORE INTO \(tableName) (\(nameColumn), \(positionColumn)) VALUES (?, ?)",
                arguments: [name, position])
        }
    }
}
