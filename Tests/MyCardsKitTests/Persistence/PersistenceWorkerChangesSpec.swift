import Foundation
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsKit

extension PersistenceWorkerSpec {
    @Suite("when the store changes", .mainSerialExecutor)
    @MainActor
    struct Changes {
        @Test("notifies observers once per upsert")
        func notifiesOnUpsert() async throws {
            let worker = try await Fixtures.inMemoryWorker()
            let observation = ChangeCounter(worker.changes)

            _ = await worker.upsertNow([Fixtures.card("1", "A"), Fixtures.card("2", "B")])

            let heard = await observation.settled()
            expect(heard).to(equal(1))
            observation.cancel()
        }

        @Test("notifies observers once per remove")
        func notifiesOnRemove() async throws {
            let worker = try await Fixtures.inMemoryWorker(storing: [Fixtures.card("1", "A"), Fixtures.card("2", "B")])
            let observation = ChangeCounter(worker.changes)

            _ = await worker.removeNow(["1", "2"])

            let heard = await observation.settled()
            expect(heard).to(equal(1))
            observation.cancel()
        }

        @Test("does not notify on a fetch")
        func silentOnFetch() async throws {
            let worker = try await Fixtures.inMemoryWorker(storing: [Fixtures.card("1", "A")])
            let observation = ChangeCounter(worker.changes)

            _ = await worker.getNow()

            let heard = await observation.settled()
            expect(heard).to(equal(0))
            observation.cancel()
        }

        @Test("does not notify after a failed write")
        func silentOnFailure() async throws {
            let database = try CardDatabase.inMemory()
            try database.execute(sql: "DROP TABLE card")
            let worker = Fixtures.worker(on: database)
            let observation = ChangeCounter(worker.changes)

            let result = await worker.upsertNow([Fixtures.card("1", "A")])

            expect(try result.get()).to(throwError(errorType: PersistenceError.self))
            let heard = await observation.settled()
            expect(heard).to(equal(0))
            observation.cancel()
        }

        @Test("stops notifying once the observation is cancelled")
        func stopsAfterCancel() async throws {
            let worker = try await Fixtures.inMemoryWorker()
            let observation = ChangeCounter(worker.changes)

            observation.cancel()
            _ = await worker.upsertNow([Fixtures.card("1", "A")])

            let heard = await observation.settled()
            expect(heard).to(equal(0))
        }

        @Test("notifies observers of every worker on the same database")
        func sharedAcrossWorkers() async throws {
            let database = try CardDatabase.inMemory()
            let writer = Fixtures.worker(on: database)
            let listener = Fixtures.worker(on: database)
            let observation = ChangeCounter(listener.changes)

            _ = await writer.upsertNow([Fixtures.card("1", "A")])

            let heard = await observation.settled()
            expect(heard).to(equal(1))
            observation.cancel()
        }
    }
}
