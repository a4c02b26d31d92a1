import Foundation
import GRDB

/// The SQLite store of cards. A file store is a WAL-mode `DatabasePool`, so readers never wait for the
/// writer and a second process (another app variant) can share the file, waiting on a busy timeout.
public final class CardDatabase: Sendable {
    /// How long a write waits for another process's transaction before giving up.
    public static let busyTimeout: TimeInterval = 5

    let writer: any DatabaseWriter
    /// The database file, or nil for an in-memory store.
    public let url: URL?
    /// Posted after every write made through a worker on this database.
    public let changes = StoreChanges()
    /// The writes made through workers on this database, each counted once it has ended.
    private let localWrites = SharedCounter()
    /// The file opened, as device and inode: a write first checks that the path still names it.
    private let openedFile: FileIdentity?

    private init(writer: any DatabaseWriter, url: URL?) {
        self.writer = writer
        self.url = url
        openedFile = url.flatMap { FileIdentity(path: $0.path) }
    }

    /// A private, empty store that vanishes with the object: what tests use.
    public static func inMemory() throws(PersistenceError) -> CardDatabase {
        do {
            let queue = try DatabaseQueue(configuration: configuration())
            try migrator.migrate(queue)
            return CardDatabase(writer: queue, url: nil)
        } catch {
            throw openingError(error)
        }
    }

    /// Opens the store at `url`, creating it and its parent folders if needed. A file it creates (and so SQLite's
    /// `-wal` and `-shm` companions) is readable by its owner only: cards are personal. A path that is already
    /// there is left exactly as it was unless it is a store: its mode stays the user's, and anything that is not
    /// a regular file holding an SQLite database (a folder, a device, a text file) is refused before SQLite opens it.
    public static func open(at url: URL) throws(PersistenceError) -> CardDatabase {
        try open(at: url, isWritable: StoreFileCheck.isWritable)
    }

    /// `isWritable` stands in for `access(2)`, which says yes to root whatever a file's mode.
    static func open(at url: URL, isWritable: (String) -> Bool) throws(PersistenceError) -> CardDatabase {
        let path = url.path
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .cannotOpen(detail: "cannot create the folder of \(path): \(error.localizedDescription)")
        }
        if try !createPrivately(path) {
            try StoreFileCheck.checkExisting(path)
        }
        try StoreFileCheck.checkWritable(path, isWritable: isWritable)
        do {
            let pool = try DatabasePool(path: path, configuration: configuration())
            try migrateShared(pool)
            return CardDatabase(writer: pool, url: url)
        } catch {
            throw openingError(error)
        }
    }

    /// What a read can be checked against later: this process's writes (`write(_:)`) and every other
    /// connection's (`dataVersion()`). Take it before the read: a change made in between then only costs a read.
    func version() async throws(PersistenceError) -> StoreVersion {
        let localWrites = localWrites.value
        return StoreVersion(localWrites: localWrites, dataVersion: try await dataVersion())
    }

    /// A write transaction, counted for `version()` once it has ended, committed or not (after the commit: a read
    /// that began before it must not be taken for a read of the new state).
    func write<Value>(_ updates: (Database) throws -> Value) throws -> Value {
        try checkFileIsThere()
        defer { localWrites.increment() }
        return try writer.write(updates)
    }

    /// The same, awaited: GRDB's async write on the writer's own queue, whose commit the awaiting task's cancellation
    /// cannot stop once it has begun. Not cancellable at all: it runs in a task of its own, since what the user
    /// saved must be stored even when the screen that asked has gone (and its task with it).
    func write<Value: Sendable>(_ updates: @escaping @Sendable (Database) throws -> Value) async throws -> Value {
        try checkFileIsThere()
        let writer = writer
        defer { localWrites.increment() }
        return try await Task { try await writer.write(updates) }.value
    }

    /// A read on the writer's connection pool, cancelled with the awaiting task (GRDB then throws
    /// `CancellationError`).
    func read<Value: Sendable>(_ value: @escaping @Sendable (Database) throws -> Value) async throws -> Value {
        try await writer.read(value)
    }

    /// SQLite keeps writing to an open file after `rm` took its name, and reports success: the saves would be lost
    /// at the next start. So a write is refused once the path no longer names the file that was opened.
    private func checkFileIsThere() throws(PersistenceError) {
        guard let url, let openedFile else { return }
        guard let current = FileIdentity(path: url.path) else {
            throw .fileGone(detail: "\(url.path) no longer exists")
        }
        guard current == openedFile else { throw .fileGone(detail: "\(url.path) is now another file") }
    }

    /// SQLite's `data_version` as the writer connection sees it: it changes when another connection — in
    /// practice another process — commits a change, and never for this connection's own writes, which the
    /// workers announce through `changes` already. Blocking: call it off the main thread.
    public func dataVersion() throws(PersistenceError) -> Int {
        do {
            return try writer.writeWithoutTransaction { db in
                try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
            }
        } catch {
            throw .readFailed(detail: String(describing: error))
        }
    }

    /// The same, awaited on the writer's queue: cancelled with the awaiting task.
    public func dataVersion() async throws(PersistenceError) -> Int {
        do {
            return try await writer.writeWithoutTransaction { db in
                try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
            }
        } catch {
            throw .readFailed(detail: String(describing: error))
        }
    }

    private static func configuration() -> Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.prepareDatabase { db in
            prepareConnection(db)
            // No memory map, whatever this SQLite's default: pages mapped once stay in the resident set, 5 MiB
            // of a 10,000-card store after a download. A map read them faster (a third of the thread that read
            // every card went to read() copies), but since a launch shows a first page before the rest
            // (`PersistenceQuery.firstPage`) no frame waits for that read: the first frame measured the same.
            try db.execute(sql: "PRAGMA mmap_size = \(mappedBytes)")
            try db.execute(sql: "PRAGMA cache_size = -\(cacheKibibytes)")
        }
        return configuration
    }

    /// The most of a store file the app's connections map into memory: none.
    static let mappedBytes = 0

    /// The page cache of each of the app's connections, in KiB; SQLite's default is 2,000. After a 10,000-card
    /// download the writer (its merge) and the readers (every card read back) each held theirs full: 6 MB of the heap
    /// at the download's peak (valgrind massif), most of its peak RSS once the body was no longer held whole
    /// (`CardBodyReader`). The merge and those reads walk the table once: a larger cache kept little read again.
    static let cacheKibibytes = 512

    /// What every connection to a store needs, the app's or a tool's: the collation of `cardDisplayOrder`
    /// (`displayOrderIndexSQL`). Without it SQLite can read the rows but cannot check or change that index.
    public static func prepareConnection(_ db: Database) {
        db.add(collation: .displayText)
    }

    /// Two processes creating the store at once both find v1 missing before either holds the write lock;
    /// the later one then fails on the table the other made. Once it has failed, the other's migration is
    /// committed, so a second attempt finds nothing left to do.
    private static func migrateShared(_ pool: DatabasePool) throws {
        do {
            try migrator.migrate(pool)
        } catch {
            try migrator.migrate(pool)
        }
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: CardRecord.databaseTableName) { table in
                table.primaryKey(CardRecord.identifierColumn, .text)
                table.column(CardRecord.nameColumn, .text).notNull()
                for side in Card.Side.allCases {
                    table.column("\(side)Photo", .blob)
                    table.column("\(side)Format", .text)
                    table.column("\(side)Width", .integer)
                    table.column("\(side)Height", .integer)
                }
            }
        }
        migrator.registerMigration("v2: pending uploads") { db in
            try db.alter(table: CardRecord.databaseTableName) { table in
                table.add(column: CardRecord.pendingUploadColumn, .boolean).notNull().defaults(to: false)
            }
        }
        migrator.registerMigration("v3: pending deletions") { db in
            try db.create(table: CardRecord.pendingDeletionTableName) { table in
                table.primaryKey(CardRecord.identifierColumn, .text)
            }
        }
        migrator.registerMigration("v4: revisions") { db in
            // Cards stored before revisions existed all count as revision 1; the counter goes on from there.
            try db.alter(table: CardRecord.databaseTableName) { table in
                table.add(column: CardRecord.revisionColumn, .integer).notNull().defaults(to: 1)
            }
            try db.create(table: StoreRevision.tableName) { table in
                table.column(StoreRevision.valueColumn, .integer).notNull()
            }
            try db.execute(sql: "INSERT INTO \(StoreRevision.tableName) (\(StoreRevision.valueColumn)) VALUES (1)")
        }
        migrator.registerMigration("v5: favourites") { db in
            try db.alter(table: CardRecord.databaseTableName) { table in
                table.add(column: CardRecord.favouriteColumn, .boolean).notNull().defaults(to: false)
            }
        }
        migrator.registerMigration("v6: display order index") { db in
            // A development build made an index of this name without the favourite flag: this one replaces it.
            try db.execute(sql: "DROP INDEX IF EXISTS \(displayOrderIndexName)")
            try db.execute(sql: displayOrderIndexSQL)
        }
        migrator.registerMigration("v7: written by a download") { db in
            // Rows stored before this count as saved here: a refused save then says "another window", as it did.
            try db.alter(table: CardRecord.databaseTableName) { table in
                table.add(column: CardRecord.fromBackendColumn, .boolean).notNull().defaults(to: false)
            }
        }
        migrator.registerMigration("v8: checkout codes") { db in
            try db.alter(table: CardRecord.databaseTableName) { table in
                table.add(column: CardRecord.numberColumn, .text)
                table.add(column: CardRecord.barcodeColumn, .text)
            }
        }
        migrator.registerMigration("v9: Catima extras") { db in
            try db.alter(table: CardRecord.databaseTableName) { table in
                table.add(column: CardRecord.catimaColumn, .text)
                table.add(column: CardRecord.catimaIconColumn, .blob)
            }
            try db.create(table: CatimaGroups.tableName) { table in
                table.primaryKey(CatimaGroups.nameColumn, .text)
                table.column(CatimaGroups.positionColumn, .integer).notNull()
            }
        }
        return migrator
    }

    /// The Cards screen reads every card in `PersistenceQuery.cardsInDisplayOrder` (favourites first, then by name);
    /// walking this index spares sorting them at each launch (130,000 calls of the collation for 10,000 cards, a
    /// tenth of that launch). It holds the app's own collation, so a connection without it (the sqlite3 shell) can read
    /// the store but not
    /// change a name; and if `DisplayTextOrder` ever orders differently, a migration must `REINDEX` it. Each key
    /// names the collation the query's sort asks for (`PersistenceQuery.request(of:)` gives every other key
    /// `unicodeCompare`, even the favourite flag, where it changes nothing): SQLite walks an index only when they
    /// match.
    static let displayOrderIndexName = "cardDisplayOrder"
    static let displayOrderIndexSQL = """
        CREATE INDEX \(displayOrderIndexName) ON \(CardRecord.databaseTableName) (\
        \(CardRecord.favouriteColumn) COLLATE \(DatabaseCollation.unicodeCompare.name) DESC, \
        \(CardRecord.nameColumn) COLLATE \(DatabaseCollation.displayText.name), \
        \(CardRecord.identifierColumn) COLLATE \(DatabaseCollation.unicodeCompare.name))
        """

    /// Creates the file with mode 0600 before SQLite sees it: SQLite gives its `-wal` and `-shm` files the mode
    /// of the database file. `O_EXCL` leaves a file that is already there (or another process just made) alone.
    /// Returns false when the path already existed.
    private static func createPrivately(_ path: String) throws(PersistenceError) -> Bool {
        let descriptor = Foundation.open(path, O_CREAT | O_EXCL | O_WRONLY, 0o600)
        if descriptor >= 0 {
            close(descriptor)
            return true
        }
        guard errno == EEXIST else {
            let detail = "cannot create \(path): \(String(cString: strerror(errno)))"
            throw errno == EACCES || errno == EROFS ? .readOnly(detail: detail) : .cannotOpen(detail: detail)
        }
        return false
    }

    static func openingError(_ error: any Error) -> PersistenceError {
        if let error = error as? DatabaseError, error.resultCode == .SQLITE_NOTADB {
            return .notADatabase
        }
        if let error = error as? DatabaseError, error.resultCode == .SQLITE_READONLY {
            return .readOnly(detail: String(describing: error))
        }
        return .cannotOpen(detail: String(describing: error))
    }
}
