import Foundation
import Nimble
import Testing

@testable import MyCardsKit

extension PersistenceWorkerSpec {
    /// A list asked for again while the store is unchanged is answered from the last read, sharing its storage.
    @Suite("when a list is read again")
    @MainActor
    struct ReadingAgain {
        private let query = PersistenceQuery(sort: [PersistenceSort(column: "name")])

        private func storage(of cards: [Card]) -> UnsafeRawPointer? {
            cards.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }

        @Test("answers the same cards without reading them again while the store is unchanged")
        func sharesUnchangedAnswer() async throws {
            let worker = try await Fixtures.inMemoryWorker(storing: [
                Fixtures.card("1", "One"), Fixtures.card("2", "Two"),
            ])
            let first = try await worker.getNow(query).get()

            let second = try await worker.getNow(query).get()

            expect(storage(of: second)).to(equal(storage(of: first)))
        }

        @Test("reads again after a write through a worker")
        func readsAfterOwnWrite() async throws {
            let worker = try await Fixtures.inMemoryWorker(storing: [Fixtures.card("1", "One")])
            _ = try await worker.getNow(query).get()
            try await worker.upsertNow([Fixtures.card("2", "Two")]).get()

            let names = try await worker.getNow(query).get().map(\.name)

            expect(names).to(equal(["One", "Two"]))
        }

        @Test("reads again after a write that failed, which may have changed nothing but is not trusted to")
        func readsAfterFailedWrite() async throws {
            let worker = try await Fixtures.inMemoryWorker(storing: [Fixtures.card("1", "One")])
            let first = try await worker.getNow(query).get()
            var stale = Fixtures.card("1", "Stale")
            stale.revision = 99
            _ = await worker.saveNow(stale)

            let second = try await worker.getNow(query).get()

            expect(storage(of: second)).toNot(equal(storage(of: first)))
        }

        @Test("reads again after another connection (another window) wrote the store file")
        func readsAfterOtherConnection() async throws {
            try await Fixtures.withTemporaryFolder { folder in
                let url = folder.appendingPathComponent("cards.sqlite")
                let window = Fixtures.worker(on: try CardDatabase.open(at: url))
                let other = Fixtures.worker(on: try CardDatabase.open(at: url))
                try await window.upsertNow([Fixtures.card("1", "One")]).get()
                _ = try await window.getNow(query).get()
                try await other.upsertNow([Fixtures.card("1", "One, renamed elsewhere")]).get()

                let names = try await window.getNow(query).get().map(\.name)

                expect(names).to(equal(["One, renamed elsewhere"]))
            }
        }

        @Test("reads a query with a limit every time")
        func readsLimitedQueryAgain() async throws {
            let worker = try await Fixtures.inMemoryWorker(storing: [Fixtures.card("1", "One")])
            let first = try await worker.getNow(.card(identifier: "1")).get()

            let second = try await worker.getNow(.card(identifier: "1")).get()

            expect(storage(of: second)).toNot(equal(storage(of: first)))
        }
    }
}
