import Foundation
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsKit

/// A change saved while the backend is away must survive the next download (Behaviour.md: nothing saved is lost).
@MainActor
@Suite("PersistenceWorker pending uploads", .mainSerialExecutor)
struct PersistenceWorkerUploadSpec {
    private let local = PersistenceFixtures.card("A", "Alpha — edited offline")
    private let remote = PersistenceFixtures.card("A", "Alpha")

    @Test("marks a saved card as not uploaded yet")
    func marksSavedCardPending() async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker()

        try await worker.upsertNow([local]).get()

        do {
            let actual = try await worker.pendingNow().get()
            expect(actual).to(equal([local]))
        }
    }

    @Test("does not let a download overwrite a change that was not uploaded")
    func keepsPendingChange() async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker(storing: [local])

        _ = try await worker.mergeNow([remote, PersistenceFixtures.card("B", "Beta")]).get()

        do {
            let actual = try await worker.getNow(.cardsInDisplayOrder).get().map(\.name)
            expect(actual).to(equal(["Alpha — edited offline", "Beta"]))
        }
    }

    @Test("lets downloads update a card again once its upload succeeded")
    func updatesAfterUpload() async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker(storing: [local])
        try await worker.markUploadedNow([local]).get()

        _ = try await worker.mergeNow([remote]).get()

        do {
            let actual = try await worker.getNow().get()
            expect(actual).to(equal([remote]))
        }
        do {
            let actual = try await worker.pendingNow().get()
            expect(actual).to(beEmpty())
        }
    }

    @Test("keeps a card pending when it was saved again after the upload the backend acknowledged")
    func keepsNewerRevisionPending() async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker()
        let first = try await worker.saveNow(local).get()
        var newer = first
        newer.name = "Alpha — edited twice"
        let second = try await worker.saveNow(newer).get()

        try await worker.markUploadedNow([first]).get()
        _ = try await worker.mergeNow([remote]).get()

        do {
            let actual = try await worker.pendingNow().get()
            expect(actual).to(equal([second]))
        }
        do {
            let actual = try await worker.getNow().get().map(\.name)
            expect(actual).to(equal(["Alpha — edited twice"]))
        }
    }

    @Test("marks a card uploaded when only its favourite mark changed since, which is not uploaded")
    func favouriteIsNotAChange() async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker()
        let saved = try await worker.saveNow(local).get()
        _ = try await worker.setFavouriteNow(true, identifier: "A").get()

        try await worker.markUploadedNow([saved]).get()

        do {
            let actual = try await worker.pendingNow().get()
            expect(actual).to(beEmpty())
        }
    }

    @Test("does not mark downloaded cards as pending")
    func downloadsAreNotPending() async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker()

        _ = try await worker.mergeNow([remote]).get()

        do {
            let actual = try await worker.pendingNow().get()
            expect(actual).to(beEmpty())
        }
        do {
            let actual = try await worker.getNow().get()
            expect(actual).to(equal([remote]))
        }
    }

    @Test("tells observers about a merge but not about an acknowledgement")
    func notifiesMergesOnly() async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker(storing: [local])
        let observation = ChangeCounter(worker.changes)

        _ = try await worker.mergeNow([PersistenceFixtures.card("B", "Beta")]).get()
        try await worker.markUploadedNow([local]).get()

        let heard = await observation.settled()
        expect(heard).to(equal(1))
        observation.cancel()
    }

    @Test("keeps a pending change across reopening the file")
    func survivesReopening() async throws {
        try await PersistenceFixtures.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("cards.sqlite")
            try await PersistenceFixtures.worker(on: CardDatabase.open(at: url)).upsertNow([local]).get()

            let reopened = PersistenceFixtures.worker(on: try CardDatabase.open(at: url))

            do {
                let actual = try await reopened.pendingNow().get()
                expect(actual).to(equal([local]))
            }
        }
    }

    @Test("remembers a deleted card until the backend deleted it too")
    func remembersDeletion() async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker(storing: [remote])

        try await worker.removeNow(["A"]).get()

        do {
            let actual = try await worker.pendingDeletionsNow().get()
            expect(actual).to(equal(["A"]))
        }
        do {
            let actual = try await worker.getNow().get()
            expect(actual).to(beEmpty())
        }
    }

    @Test("does not let a download bring back a card deleted while offline")
    func keepsDeletedCardDeleted() async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker(storing: [remote])
        try await worker.removeNow(["A"]).get()

        let merge = try await worker.mergeNow([remote]).get()

        do {
            let actual = try await worker.getNow().get()
            expect(actual).to(beEmpty())
        }
        expect(merge).to(equal(DownloadMerge(deletedHere: 1)))
    }

    @Test("lets downloads bring an identifier back once the backend deleted it")
    func forgetsAcknowledgedDeletion() async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker(storing: [remote])
        try await worker.removeNow(["A"]).get()
        try await worker.markDeletedOnBackendNow(["A"]).get()

        _ = try await worker.mergeNow([remote]).get()

        do {
            let actual = try await worker.pendingDeletionsNow().get()
            expect(actual).to(beEmpty())
        }
        do {
            let actual = try await worker.getNow().get()
            expect(actual).to(equal([remote]))
        }
    }
}
