import Foundation
import Nimble
import Testing

@testable import MyCardsKit

/// A change saved while the backend is away must survive the next download (Behaviour.md: nothing saved is lost).
@MainActor
@Suite("PersistenceWorker pending uploads")
struct PersistenceWorkerUploadSpec {
    private let local = PersistenceFixtures.card("A", "Alpha — edited offline")
    private let remote = PersistenceFixtures.card("A", "Alpha")

    @Test("marks a saved card as not uploaded yet")
    func marksSavedCardPending() throws {
        let worker = try PersistenceFixtures.inMemoryWorker()

        try worker.upsertNow([local]).get()

        expect(try worker.pendingNow().get()).to(equal([local]))
    }

    @Test("does not let a download overwrite a change that was not uploaded")
    func keepsPendingChange() throws {
        let worker = try PersistenceFixtures.inMemoryWorker(storing: [local])

        _ = try worker.mergeNow([remote, PersistenceFixtures.card("B", "Beta")]).get()

        expect(try worker.getNow(.cardsInDisplayOrder).get().map(\.name)).to(equal(["Alpha — edited offline", "Beta"]))
    }

    @Test("lets downloads update a card again once its upload succeeded")
    func updatesAfterUpload() throws {
        let worker = try PersistenceFixtures.inMemoryWorker(storing: [local])
        try worker.markUploadedNow([local]).get()

        _ = try worker.mergeNow([remote]).get()

        expect(try worker.getNow().get()).to(equal([remote]))
        expect(try worker.pendingNow().get()).to(beEmpty())
    }

    @Test("keeps a card pending when it was saved again after the upload the backend acknowledged")
    func keepsNewerRevisionPending() throws {
        let worker = try PersistenceFixtures.inMemoryWorker()
        let first = try worker.saveNow(local).get()
        var newer = first
        newer.name = "Alpha — edited twice"
        let second = try worker.saveNow(newer).get()

        try worker.markUploadedNow([first]).get()
        _ = try worker.mergeNow([remote]).get()

        expect(try worker.pendingNow().get()).to(equal([second]))
        expect(try worker.getNow().get().map(\.name)).to(equal(["Alpha — edited twice"]))
    }

    @Test("marks a card uploaded when only its favourite mark changed since, which is not uploaded")
    func favouriteIsNotAChange() throws {
        let worker = try PersistenceFixtures.inMemoryWorker()
        let saved = try worker.saveNow(local).get()
        _ = try worker.setFavouriteNow(true, identifier: "A").get()

        try worker.markUploadedNow([saved]).get()

        expect(try worker.pendingNow().get()).to(beEmpty())
    }

    @Test("does not mark downloaded cards as pending")
    func downloadsAreNotPending() throws {
        let worker = try PersistenceFixtures.inMemoryWorker()

        _ = try worker.mergeNow([remote]).get()

        expect(try worker.pendingNow().get()).to(beEmpty())
        expect(try worker.getNow().get()).to(equal([remote]))
    }

    @Test("tells observers about a merge but not about an acknowledgement")
    func notifiesMergesOnly() throws {
        let worker = try PersistenceFixtures.inMemoryWorker(storing: [local])
        var notifications = 0
        let observation = worker.changes.observe { notifications += 1 }

        _ = try worker.mergeNow([PersistenceFixtures.card("B", "Beta")]).get()
        try worker.markUploadedNow([local]).get()

        expect(notifications).to(equal(1))
        observation.cancel()
    }

    @Test("keeps a pending change across reopening the file")
    func survivesReopening() throws {
        try PersistenceFixtures.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("cards.sqlite")
            try PersistenceFixtures.worker(on: CardDatabase.open(at: url)).upsertNow([local]).get()

            let reopened = PersistenceFixtures.worker(on: try CardDatabase.open(at: url))

            expect(try reopened.pendingNow().get()).to(equal([local]))
        }
    }

    @Test("remembers a deleted card until the backend deleted it too")
    func remembersDeletion() throws {
        let worker = try PersistenceFixtures.inMemoryWorker(storing: [remote])

        try worker.removeNow(["A"]).get()

        expect(try worker.pendingDeletionsNow().get()).to(equal(["A"]))
        expect(try worker.getNow().get()).to(beEmpty())
    }

    @Test("does not let a download bring back a card deleted while offline")
    func keepsDeletedCardDeleted() throws {
        let worker = try PersistenceFixtures.inMemoryWorker(storing: [remote])
        try worker.removeNow(["A"]).get()

        let merge = try worker.mergeNow([remote]).get()

        expect(try worker.getNow().get()).to(beEmpty())
        expect(merge).to(equal(DownloadMerge(deletedHere: 1)))
    }

    @Test("lets downloads bring an identifier back once the backend deleted it")
    func forgetsAcknowledgedDeletion() throws {
        let worker = try PersistenceFixtures.inMemoryWorker(storing: [remote])
        try worker.removeNow(["A"]).get()
        try worker.markDeletedOnBackendNow(["A"]).get()

        _ = try worker.mergeNow([remote]).get()

        expect(try worker.pendingDeletionsNow().get()).to(beEmpty())
        expect(try worker.getNow().get()).to(equal([remote]))
    }
}
