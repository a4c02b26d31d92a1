import Foundation
import Nimble
import Testing

@testable import MyCardsKit

/// A download merged into the store writes only what the backend sends, and hands out revisions that no later
/// write can repeat.
@MainActor
@Suite("PersistenceWorker download merge")
struct PersistenceWorkerMergeSpec {
    @Test("never overwrites a column the download does not bring")
    func keepsLocalOnlyColumns() async throws {
        let database = try CardDatabase.inMemory()
        let worker = PersistenceFixtures.worker(on: database)
        _ = try await worker.mergeNow([PersistenceFixtures.card("A", "Alpha")]).get()
        // A column kept on this device only, as a later migration may add one.
        try database.execute(sql: "ALTER TABLE card ADD COLUMN localNote TEXT")
        try database.execute(sql: "UPDATE card SET localNote = 'mine'")

        _ = try await worker.mergeNow([PersistenceFixtures.card("A", "Alpha from the backend")]).get()

        do {
            let actual = try await worker.getNow().get().map(\.name)
            expect(actual).to(equal(["Alpha from the backend"]))
        }
        expect(try database.fetchString(sql: "SELECT localNote FROM card")).to(equal("mine"))
    }

    @Test("gives the next write a revision above every merged one")
    func laterWritesGetHigherRevisions() async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker()
        _ = try await worker.mergeNow([PersistenceFixtures.card("A", "Alpha"), PersistenceFixtures.card("B", "Beta")])
            .get()
        let merged = try await worker.getNow().get().map(\.revision)

        let saved = try await worker.saveNow(PersistenceFixtures.card("C", "Gamma")).get()

        expect(Set(merged).count).to(equal(2))
        expect(saved.revision).to(beGreaterThan(merged.max() ?? 0))
    }
}
