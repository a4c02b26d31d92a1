import GRDB

extension PersistenceWorker {
    /// The entities `request` finds, each made as its row is read, in an array of exactly their number. Fetching
    /// every record first and mapping them after held 10,000 records (their array grown by doubling, up to 6 MB) beside
    /// the cards made from them: the heap's peak of a 10,000-card download, as the merged store is read back
    /// (valgrind massif; Docs/Photos.md, "Memory"). A request with a limit (a first page, one card) is not counted:
    /// its rows are at most the limit, and GRDB counts it through a subquery (`SELECT COUNT(*) FROM (… LIMIT n)`)
    /// that is built, prepared and read on each call: not counting them saves 1.1 M of the 6-card bench journey's
    /// instructions (callgrind).
    static func entities(_ request: QueryInterfaceRequest<Record>, limited: Bool = false, from database: CardDatabase)
        async throws(PersistenceError) -> [Entity]
    {
        do {
            return try await database.read { db in
                var entities: [Entity] = []
                if !limited { entities.reserveCapacity(try request.fetchCount(db)) }
                let records = try request.fetchCursor(db)
                while let record = try records.next() {
                    do throws(PersistenceError) {
                        entities.append(try record.entity())
                    } catch {
                        throw EntityFailure(error: error)
                    }
                }
                return entities
            }
        } catch let failure as EntityFailure {
            throw failure.error
        } catch {
            // A row SQLite or the record could not read (a value of the wrong type), or a read cancelled with its task.
            throw readError(error)
        }
    }
}

/// A record read whole that made no entity: its own error reaches the caller as it is, as when the records were
/// read first and made into entities after.
private struct EntityFailure: Error {
    let error: PersistenceError
}
