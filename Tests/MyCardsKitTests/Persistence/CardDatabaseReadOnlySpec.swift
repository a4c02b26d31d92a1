import Foundation
import MyCardsTestSupport
import Nimble
import Testing

import struct GRDB.Configuration
import struct GRDB.DatabaseError
import class GRDB.DatabaseQueue

@testable import MyCardsKit

/// Regression: a store file of mode 444 gave "the card store cannot be opened" with no reason, and SQLite left
/// `-wal`/`-shm` files of mode 444 beside it that kept the store broken after the user fixed the file's mode.
/// `access(2)` says yes to root whatever the mode, so these specs stand in for it.
@Suite("CardDatabase on a store it cannot write")
struct CardDatabaseReadOnlySpec {
    typealias Fixtures = PersistenceFixtures

    private static func open(_ url: URL, unwritable: String) -> MyCardsKit.PersistenceError? {
        do {
            _ = try CardDatabase.open(at: url, isWritable: { $0 != unwritable })
            return nil
        } catch {
            return error
        }
    }

    @Test("says the store is read-only when its file cannot be written")
    func fileReadOnly() throws {
        try Fixtures.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("cards.sqlite")
            _ = try CardDatabase.open(at: url)

            let error = Self.open(url, unwritable: url.path)

            expect(error?.message).to(equal("the card store is read-only"))
        }
    }

    @Test("says the store is read-only when its folder cannot be written")
    func folderReadOnly() throws {
        try Fixtures.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("cards.sqlite")
            _ = try CardDatabase.open(at: url)

            let error = Self.open(url, unwritable: folder.path)

            expect(error?.message).to(equal("the card store is read-only"))
        }
    }

    @Test("leaves no -wal or -shm file behind")
    func leavesNothingBehind() throws {
        try Fixtures.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("cards.sqlite")
            try Data().write(to: url)

            _ = Self.open(url, unwritable: url.path)

            expect(try FileManager.default.contentsOfDirectory(atPath: folder.path)).to(equal(["cards.sqlite"]))
        }
    }

    @Test("takes SQLite's read-only refusal for the same error")
    func mapsSQLiteReadOnly() throws {
        try Fixtures.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("cards.sqlite")
            _ = try CardDatabase.open(at: url)
            var configuration = Configuration()
            configuration.readonly = true
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)

            let error = thrown(DatabaseError.self) { try queue.write { try $0.execute(sql: "DELETE FROM card") } }

            expect(error.map { CardDatabase.openingError($0).message }).to(equal("the card store is read-only"))
        }
    }
}
