import GRDB

@testable import MyCardsKit

/// Raw SQL on a store, for specs that set up or inspect what the worker cannot express. Kept out of the
/// production module, so its coverage counts production code only.
extension CardDatabase {
    /// Runs SQL in one write transaction.
    func execute(sql: String) throws {
        try writer.write { try $0.execute(sql: sql) }
    }

    /// Fetches one text value through the writing connection (a pool's readers have settings of their own,
    /// such as a longer busy timeout).
    func fetchString(sql: String) throws -> String? {
        try writer.writeWithoutTransaction { try String.fetchOne($0, sql: sql) }
    }

    /// A number read through a reader connection (a pool's readers are the ones that read cards for the screens).
    func fetchInt(sql: String) throws -> Int? {
        try writer.read { try Int.fetchOne($0, sql: sql) }
    }

    /// SQLite's plan for the card query `query` (EXPLAIN QUERY PLAN), one line per step.
    func queryPlan(of query: PersistenceQuery) throws -> [String] {
        try writer.read { db in
            let sql = try query.request(of: CardRecord.self).makePreparedRequest(db).statement.sql
            return try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN \(sql)").map { row -> String in row["detail"] }
        }
    }
}
