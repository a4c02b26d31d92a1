import Foundation
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsKit

@Suite("PersistenceWorker")
struct PersistenceWorkerSpec {
    typealias Fixtures = PersistenceFixtures

    @Suite("when the store is empty")
    @MainActor
    struct Empty {
        @Test("gets no cards")
        func getsNothing() async throws {
            let worker = try await Fixtures.inMemoryWorker()

            let cards = try await worker.getNow().get()

            expect(cards).to(beEmpty())
        }

        @Test("inserts the upserted cards")
        func insertsCards() async throws {
            let worker = try await Fixtures.inMemoryWorker()
            let cards = [Fixtures.card("1", "Alpha"), Fixtures.card("2", "Beta")]

            let result = await worker.upsertNow(cards)

            expect(try result.get()).toNot(throwError())
            do {
                let actual = try await worker.getNow(.cardsInDisplayOrder).get()
                expect(actual).to(equal(cards))
            }
        }

        @Test("succeeds in removing an unknown identifier")
        func removesUnknown() async throws {
            let worker = try await Fixtures.inMemoryWorker()

            let result = await worker.removeNow(["missing"])

            expect(try result.get()).toNot(throwError())
        }
    }

    @Suite("when a card with the same identifier is stored")
    @MainActor
    struct Update {
        @Test("replaces it instead of adding a second one")
        func replaces() async throws {
            let worker = try await Fixtures.inMemoryWorker(storing: [Fixtures.card("1", "Old name")])
            let renamed = Card(identifier: "1", name: "New name", front: Fixtures.photo(seed: 9), back: nil)

            _ = await worker.upsertNow([renamed])

            do {
                let actual = try await worker.getNow().get()
                expect(actual).to(equal([renamed]))
            }
        }
    }

    @Suite("when cards are removed")
    @MainActor
    struct Remove {
        @Test("removes exactly the given identifiers")
        func removesGiven() async throws {
            let cards = ["1", "2", "3"].map { Fixtures.card($0, "Card \($0)") }
            let worker = try await Fixtures.inMemoryWorker(storing: cards)

            let result = await worker.removeNow(["1", "3"])

            expect(try result.get()).toNot(throwError())
            do {
                let actual = try await worker.getNow().get()
                expect(actual).to(equal([cards[1]]))
            }
        }
    }

    @Suite("when photos are stored")
    @MainActor
    struct Photos {
        @Test("gives back their bytes, format and size unchanged")
        func keepsBytes() async throws {
            let front = Fixtures.photo(seed: 3, count: 100_000, format: .jpeg)
            let back = Fixtures.photo(seed: 200, count: 1, format: .png)
            let worker = try await Fixtures.inMemoryWorker(storing: [
                Card(identifier: "1", name: "A", front: front, back: back)
            ])

            let stored = try await worker.getNow().get()

            expect(stored.first?.front).to(equal(front))
            expect(stored.first?.back).to(equal(back))
        }

        @Test("keeps a missing photo missing")
        func keepsMissing() async throws {
            let worker = try await Fixtures.inMemoryWorker(storing: [Card(identifier: "1", name: "No photos")])

            let stored = try await worker.getNow().get()

            expect(stored.first?.front).to(beNil())
            expect(stored.first?.back).to(beNil())
        }
    }

    @Suite("when a write fails half way")
    @MainActor
    struct FailedWrite {
        private let earlier = [Fixtures.card("1", "Alpha"), Fixtures.card("2", "Beta")]

        /// A trigger stands in for any failure in the middle of a batch (full disk, I/O error).
        private func workerRefusingPoison() async throws -> CardsWorker {
            let database = try CardDatabase.inMemory()
            try database.execute(
                sql: """
                    CREATE TRIGGER refuse_poison BEFORE INSERT ON card WHEN NEW.name = 'Poison'
                    BEGIN SELECT RAISE(ABORT, 'poisoned'); END
                    """)
            let worker = Fixtures.worker(on: database)
            try await worker.upsertNow(earlier).get()
            return worker
        }

        @Test("reports a write error")
        func reportsError() async throws {
            let worker = try await workerRefusingPoison()

            let result = await worker.upsertNow([Fixtures.card("3", "Gamma"), Fixtures.card("4", "Poison")])

            expect(thrown(PersistenceError.self) { try result.get() }).to(
                satisfyAllOf(
                    map(\.message, equal("the cards cannot be saved")), map(\.detail, contain("poisoned"))))
        }

        @Test("keeps the store as it was, with no card of the batch")
        func keepsStore() async throws {
            let worker = try await workerRefusingPoison()
            let renamed = Card(identifier: "1", name: "Renamed")

            _ = await worker.upsertNow([renamed, Fixtures.card("3", "Gamma"), Fixtures.card("4", "Poison")])

            do {
                let actual = try await worker.getNow(.cardsInDisplayOrder).get()
                expect(actual).to(equal(earlier))
            }
        }
    }

    @Suite("when a stored row is damaged")
    @MainActor
    struct DamagedRow {
        @Test("fails the fetch with a corrupt-record error")
        func failsFetch() async throws {
            let database = try CardDatabase.inMemory()
            try database.execute(
                sql: "INSERT INTO card (identifier, name, frontPhoto, frontFormat, frontWidth, frontHeight) "
                    + "VALUES ('x', 'Broken', x'00', 'gif', 1, 1)")
            let worker = Fixtures.worker(on: database)

            let result = await worker.getNow()

            expect(try result.get()).to(
                throwError(
                    PersistenceError.corruptRecord(
                        detail: "card x: front photo has unknown format “gif”")))
        }
    }
}
