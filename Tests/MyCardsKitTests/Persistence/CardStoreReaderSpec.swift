import Foundation
import Nimble
import Testing

@testable import MyCardsKit

@Suite("CardStoreReader")
@MainActor
struct CardStoreReaderSpec {
    typealias Fixtures = PersistenceFixtures

    @Suite("when the store holds cards")
    @MainActor
    struct Filled {
        @Test("lists every card's identifier and name")
        func summaries() async throws {
            try await Fixtures.withTemporaryFolder { folder in
                let url = folder.appendingPathComponent("cards.sqlite")
                try await Fixtures.worker(on: try CardDatabase.open(at: url))
                    .upsertNow([Fixtures.card("1", "Zed"), Fixtures.card("2", "Ann")]).get()

                let summaries = try CardStoreReader.open(at: url)?.summaries()

                expect(summaries?.sorted { $0.identifier < $1.identifier }).to(
                    equal([CardSummary(identifier: "1", name: "Zed"), CardSummary(identifier: "2", name: "Ann")]))
            }
        }

        @Test("reads one card with its photos")
        func card() async throws {
            try await Fixtures.withTemporaryFolder { folder in
                let url = folder.appendingPathComponent("cards.sqlite")
                let stored = Fixtures.card("1", "Zed")
                try await Fixtures.worker(on: try CardDatabase.open(at: url)).upsertNow([stored]).get()

                let card = try CardStoreReader.open(at: url)?.card(identifier: "1")

                expect(card).to(equal(stored))
            }
        }

        @Test("gives nil for an identifier that is not stored")
        func missingCard() async throws {
            try await Fixtures.withTemporaryFolder { folder in
                let url = folder.appendingPathComponent("cards.sqlite")
                try await Fixtures.worker(on: try CardDatabase.open(at: url)).upsertNow([Fixtures.card("1", "Zed")])
                    .get()

                let card = try CardStoreReader.open(at: url)?.card(identifier: "9")

                expect(card).to(beNil())
            }
        }

        @Test("leaves the store file's bytes as they were")
        func readsOnly() async throws {
            try await Fixtures.withTemporaryFolder { folder in
                let url = folder.appendingPathComponent("cards.sqlite")
                let database = try CardDatabase.open(at: url)
                try await Fixtures.worker(on: database).upsertNow([Fixtures.card("1", "Zed")]).get()
                let before = try Data(contentsOf: url)

                _ = try CardStoreReader.open(at: url)?.card(identifier: "1")

                expect(try Data(contentsOf: url)).to(equal(before))
            }
        }
    }

    @Suite("when there is no store yet")
    struct Missing {
        @Test("gives no reader and creates no file or folder")
        func noFile() throws {
            try Fixtures.withTemporaryFolder { folder in
                let url = folder.appendingPathComponent("new/cards.sqlite")

                let reader = try CardStoreReader.open(at: url)

                expect(reader).to(beNil())
                expect(FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path)).to(beFalse())
            }
        }

        @Test("lists no cards from an empty file")
        func emptyFile() throws {
            try Fixtures.withTemporaryFolder { folder in
                let url = folder.appendingPathComponent("cards.sqlite")
                try Data().write(to: url)

                let summaries = try CardStoreReader.open(at: url)?.summaries()

                expect(summaries).to(equal([]))
            }
        }
    }

    @Suite("when the path holds something else")
    struct NotAStore {
        @Test("refuses a text file as not a database")
        func textFile() throws {
            try Fixtures.withTemporaryFolder { folder in
                let url = folder.appendingPathComponent("cards.sqlite")
                try Data("my shopping list".utf8).write(to: url)

                expect(try CardStoreReader.open(at: url)).to(throwError(PersistenceError.notADatabase))
            }
        }
    }
}
