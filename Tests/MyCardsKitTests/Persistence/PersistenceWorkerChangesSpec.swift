import Foundation
import Nimble
import Testing

@testable import MyCardsKit

extension PersistenceWorkerSpec {
    @Suite("when the store changes")
    @MainActor
    struct Changes {
        private final class Counter {
            var count = 0
            var events: [String] = []
        }

        @Test("notifies observers once per upsert")
        func notifiesOnUpsert() async throws {
            let worker = try await Fixtures.inMemoryWorker()
            let counter = Counter()
            let observation = worker.changes.observe { counter.count += 1 }

            _ = await worker.upsertNow([Fixtures.card("1", "A"), Fixtures.card("2", "B")])

            expect(counter.count).to(equal(1))
            observation.cancel()
        }

        @Test("notifies observers once per remove")
        func notifiesOnRemove() async throws {
            let worker = try await Fixtures.inMemoryWorker(storing: [Fixtures.card("1", "A"), Fixtures.card("2", "B")])
            let counter = Counter()
            let observation = worker.changes.observe { counter.count += 1 }

            _ = await worker.removeNow(["1", "2"])

            expect(counter.count).to(equal(1))
            observation.cancel()
        }

        @Test("does not notify on a fetch")
        func silentOnFetch() async throws {
            let worker = try await Fixtures.inMemoryWorker(storing: [Fixtures.card("1", "A")])
            let counter = Counter()
            let observation = worker.changes.observe { counter.count += 1 }

            _ = await worker.getNow()

            expect(counter.count).to(equal(0))
            observation.cancel()
        }

        @Test("does not notify after a failed write")
        func silentOnFailure() async throws {
            let database = try CardDatabase.inMemory()
            try database.execute(sql: "DROP TABLE card")
            let worker = Fixtures.worker(on: database)
            let counter = Counter()
            let observation = worker.changes.observe { counter.count += 1 }

            let result = await worker.upsertNow([Fixtures.card("1", "A")])

            expect(try result.get()).to(throwError(errorType: PersistenceError.self))
            expect(counter.count).to(equal(0))
            observation.cancel()
        }

        @Test("announces the change before the write's caller resumes")
        func notificationFirst() async throws {
            let worker = try await Fixtures.inMemoryWorker()
            let counter = Counter()
            let observation = worker.changes.observe { counter.events.append("changed") }

            try await worker.upsert([Fixtures.card("1", "A")])
            counter.events.append("answered")

            expect(counter.events).to(equal(["changed", "answered"]))
            observation.cancel()
        }

        @Test("stops notifying once the observation is cancelled")
        func stopsAfterCancel() async throws {
            let worker = try await Fixtures.inMemoryWorker()
            let counter = Counter()
            let observation = worker.changes.observe { counter.count += 1 }

            observation.cancel()
            _ = await worker.upsertNow([Fixtures.card("1", "A")])

            expect(counter.count).to(equal(0))
        }

        @Test("notifies observers of every worker on the same database")
        func sharedAcrossWorkers() async throws {
            let database = try CardDatabase.inMemory()
            let writer = Fixtures.worker(on: database)
            let listener = Fixtures.worker(on: database)
            let counter = Counter()
            let observation = listener.changes.observe { counter.count += 1 }

            _ = await writer.upsertNow([Fixtures.card("1", "A")])

            expect(counter.count).to(equal(1))
            observation.cancel()
        }
    }
}
