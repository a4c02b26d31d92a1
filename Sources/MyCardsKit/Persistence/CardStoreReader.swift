import Foundation
import GRDB

/// Reads a store synchronously and never writes it: no migration, no file created, nothing locked for long.
/// What a one-shot command such as `show` needs, where the app's worker queues would only add hops.
public struct CardStoreReader: CardStoreReading {
    private let queue: DatabaseQueue

    /// The store at `url`, or nil when there is no file there (a store that was never created holds no cards).
    /// Anything there that is not a store is refused before SQLite opens it, as `CardDatabase.open` does.
    public static func open(at url: URL) throws(PersistenceError) -> CardStoreReader? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        try StoreFileCheck.checkExisting(url.path)
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(CardDatabase.busyTimeout)
        configuration.prepareDatabase(CardDatabase.prepareConnection)
        do {
            return CardStoreReader(queue: try DatabaseQueue(path: url.path, configuration: configuration))
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            throw .notADatabase
        } catch {
            throw .cannotOpen(detail: String(describing: error))
        }
    }

    /// Every card's identifier and name, in no particular order; an empty store file has none.
    public func summaries() throws(PersistenceError) -> [CardSummary] {
        do {
            return try queue.read { db in
                guard try db.tableExists(CardRecord.databaseTableName) else { return [] }
                let rows = try Row.fetchAll(
                    db,
                    sql:
                        "SELECT \(CardRecord.identifierColumn), \(CardRecord.nameColumn) FROM \(CardRecord.databaseTableName)"
                )
                return rows.map { row in
                    CardSummary(identifier: row[CardRecord.identifierColumn], name: row[CardRecord.nameColumn])
                }
            }
        } catch {
            throw .readFailed(detail: String(describing: error))
        }
    }

    /// Every card, photos included, by identifier; an empty store file has none.
    public func cards() throws(PersistenceError) -> [Card] {
        let records: [CardRecord]
        do {
            records = try queue.read { db in
                guard try db.tableExists(CardRecord.databaseTableName) else { return [] }
                return try CardRecord.order(Column(CardRecord.identifierColumn)).fetchAll(db)
            }
        } catch {
            throw .readFailed(detail: String(describing: error))
        }
        return try records.map { record throws(PersistenceError) in try record.card() }
    }

    /// The Catima groups the store keeps, in the order they were first imported.
    public func catimaGroups() throws(PersistenceError) -> [String] {
        do {
            return try queue.read { db in try CatimaGroups.all(db) }
        } catch {
            throw .readFailed(detail: String(describing: error))
        }
    }

    /// The card with this identifier, photos included; nil when it is not stored.
    public func card(identifier: String) throws(PersistenceError) -> Card? {
        let record: CardRecord?
        do {
            record = try queue.read { db in try CardRecord.fetchOne(db, key: identifier) }
        } catch {
            throw .readFailed(detail: String(describing: error))
        }
        return try record?.card()
    }
}
