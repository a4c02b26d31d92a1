import Foundation
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsKit

@Suite("CardDatabase")
struct CardDatabaseSpec {
    typealias Fixtures = PersistenceFixtures

    @Suite("when opened on a new path")
    @MainActor
    struct NewFile {
        @Test("creates the missing parent folders")
        func createsFolders() throws {
            try Fixtures.withTemporaryFolder { folder in
                let url = folder.appendingPathComponent("a/b/cards.sqlite")

                _ = try CardDatabase.open(at: url)

                expect(FileManager.default.fileExists(atPath: url.path)).to(beTrue())
            }
        }

        @Test("makes the file and its WAL companions readable by the owner only")
        func restrictsMode() async throws {
            try await Fixtures.withTemporaryFolder { folder in
                let url = folder.appendingPathComponent("cards.sqlite")
                let database = try CardDatabase.open(at: url)

                try await Fixtures.worker(on: database).upsertNow([Fixtures.card("1", "A")]).get()

                let files = ["", "-wal", "-shm"].map { URL(fileURLWithPath: url.path + $0) }
                expect(try files.map(Fixtures.permissions(of:))).to(equal([0o600, 0o600, 0o600]))
            }
        }

        @Test("uses the WAL journal")
        func usesWAL() throws {
            try Fixtures.withTemporaryFolder { folder in
                let database = try CardDatabase.open(at: folder.appendingPathComponent("cards.sqlite"))

                let mode = try database.fetchString(sql: "PRAGMA journal_mode")

                expect(mode).to(equal("wal"))
            }
        }

        @Test("waits up to five seconds for another process's lock")
        func setsBusyTimeout() throws {
            try Fixtures.withTemporaryFolder { folder in
                let database = try CardDatabase.open(at: folder.appendingPathComponent("cards.sqlite"))

                let timeout = try database.fetchString(sql: "PRAGMA busy_timeout")

                expect(timeout).to(equal("5000"))
            }
        }
    }

    @Suite("when opened on an existing store")
    @MainActor
    struct ExistingFile {
        @Test("finds the cards written before")
        func keepsData() async throws {
            try await Fixtures.withTemporaryFolder { folder in
                let url = folder.appendingPathComponent("cards.sqlite")
                let card = Fixtures.card("1", "Alpha")
                try await Fixtures.worker(on: try CardDatabase.open(at: url)).upsertNow([card]).get()

                let reopened = Fixtures.worker(on: try CardDatabase.open(at: url))

                do {
                    let actual = try await reopened.getNow().get()
                    expect(actual).to(equal([card]))
                }
            }
        }

        @Test("leaves the mode the user gave the file as it is")
        func keepsMode() throws {
            try Fixtures.withTemporaryFolder { folder in
                let url = folder.appendingPathComponent("cards.sqlite")
                _ = try CardDatabase.open(at: url)
                try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)

                _ = try CardDatabase.open(at: url)

                expect(try Fixtures.permissions(of: url)).to(equal(0o644))
            }
        }
    }

    @Suite("when two stores share one file")
    @MainActor
    struct Shared {
        @Test("each sees what the other wrote")
        func seeEachOther() async throws {
            try await Fixtures.withTemporaryFolder { folder in
                let url = folder.appendingPathComponent("cards.sqlite")
                let first = Fixtures.worker(on: try CardDatabase.open(at: url))
                let second = Fixtures.worker(on: try CardDatabase.open(at: url))

                try await first.upsertNow([Fixtures.card("1", "From first")]).get()
                try await second.upsertNow([Fixtures.card("2", "From second")]).get()

                do {
                    let actual = try await first.getNow(.cardsInDisplayOrder).get().map(\.identifier)
                    expect(actual).to(equal(["1", "2"]))
                }
                do {
                    let actual = try await second.getNow(.cardsInDisplayOrder).get().map(\.identifier)
                    expect(actual).to(equal(["1", "2"]))
                }
            }
        }
    }

    @Suite("when the path is unusable")
    struct Unusable {
        @Test("reports a file that is not a database")
        func rejectsGarbage() throws {
            try Fixtures.withTemporaryFolder { folder in
                let url = folder.appendingPathComponent("cards.sqlite")
                try Data(repeating: 0x41, count: 4096).write(to: url)
                let open = { () throws(PersistenceError) -> CardDatabase in try CardDatabase.open(at: url) }

                expect(try open()).to(throwError(PersistenceError.notADatabase))
            }
        }

        @Test("reports a parent folder that cannot be created")
        func rejectsParentFile() throws {
            try Fixtures.withTemporaryFolder { folder in
                let blocker = folder.appendingPathComponent("blocker")
                try Data().write(to: blocker)
                let open = { () throws(PersistenceError) -> CardDatabase in
                    try CardDatabase.open(at: blocker.appendingPathComponent("cards.sqlite"))
                }

                expect(thrown(PersistenceError.self) { try open() }).to(
                    map(\.message, equal("the card store cannot be opened")))
            }
        }

        @Test("reports a path that is a folder")
        func rejectsFolder() throws {
            try Fixtures.withTemporaryFolder { folder in
                let open = { () throws(PersistenceError) -> CardDatabase in try CardDatabase.open(at: folder) }

                expect(thrown(PersistenceError.self) { try open() }).to(
                    map(\.message, equal("the card store cannot be opened")))
            }
        }
    }

    @Suite("when in memory")
    @MainActor
    struct InMemory {
        @Test("starts empty and has no file")
        func startsEmpty() async throws {
            let database = try CardDatabase.inMemory()

            let cards = try await Fixtures.worker(on: database).getNow().get()

            expect(cards).to(beEmpty())
            expect(database.url).to(beNil())
        }

        @Test("shares nothing with another in-memory store")
        func isPrivate() async throws {
            let first = Fixtures.worker(on: try CardDatabase.inMemory())
            let second = Fixtures.worker(on: try CardDatabase.inMemory())

            try await first.upsertNow([Fixtures.card("1", "A")]).get()

            do {
                let actual = try await second.getNow().get()
                expect(actual).to(beEmpty())
            }
        }
    }

    @Suite("when the Cards screen reads every card in display order")
    @MainActor
    struct DisplayOrder {
        @Test("reads the store file without a memory map, which would stay resident")
        func mapsNothing() throws {
            try Fixtures.withTemporaryFolder { folder in
                let database = try CardDatabase.open(at: folder.appendingPathComponent("cards.sqlite"))

                expect(try database.fetchInt(sql: "PRAGMA mmap_size")).to(equal(0))
            }
        }

        @Test("keeps a page cache of 512 KiB, not SQLite's 2,000, which a 10,000-card download filled")
        func keepsSmallCache() throws {
            try Fixtures.withTemporaryFolder { folder in
                let database = try CardDatabase.open(at: folder.appendingPathComponent("cards.sqlite"))

                expect(try database.fetchInt(sql: "PRAGMA cache_size")).to(equal(-512))
            }
        }

        @Test("walks an index instead of sorting the cards")
        func usesIndex() throws {
            let database = try CardDatabase.inMemory()

            let plan = try database.queryPlan(of: .cardsInDisplayOrder)

            expect(plan.joined(separator: "; ")).to(contain("cardDisplayOrder"))
            expect(plan.joined(separator: "; ")).notTo(contain("TEMP B-TREE"))
        }

        @Test("replaces an index of the same name that a development build made without the favourite flag")
        func replacesDevelopmentIndex() throws {
            try Fixtures.withTemporaryFolder { folder in
                let url = folder.appendingPathComponent("cards.sqlite")
                let first = try CardDatabase.open(at: url)
                try first.execute(
                    sql: """
                        DROP INDEX cardDisplayOrder;
                        CREATE INDEX cardDisplayOrder ON card (name COLLATE mycardsDisplayText);
                        DELETE FROM grdb_migrations WHERE identifier = 'v6: display order index'
                        """)

                let reopened = try CardDatabase.open(at: url)

                let plan = try reopened.queryPlan(of: .cardsInDisplayOrder).joined(separator: "; ")
                expect(plan).to(contain("cardDisplayOrder"))
                expect(plan).notTo(contain("TEMP B-TREE"))
            }
        }
    }
}
