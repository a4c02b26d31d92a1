import Foundation
import Nimble
import Testing

@testable import MyCardsKit

/// Behaviour.md "Favourites": the mark is local — it lives in the store, survives downloads and restarts, and is never
/// part of an upload; favourites come first on Cards.
@MainActor
@Suite("PersistenceWorker favourites")
struct PersistenceWorkerFavouriteSpec {
    private let alpha = PersistenceFixtures.card("A", "Alpha")
    private let beta = PersistenceFixtures.card("B", "Beta")

    @Test("marks a stored card and answers it with the mark and a new revision")
    func marksAndAnswers() throws {
        let worker = try PersistenceFixtures.inMemoryWorker(storing: [alpha])
        let read = try #require(try worker.getNow().get().first)

        let marked = try worker.setFavouriteNow(true, identifier: "A").get()

        expect(marked.isFavourite).to(beTrue())
        expect(marked.revision).to(beGreaterThan(read.revision))
        expect(try worker.getNow().get().map(\.isFavourite)).to(equal([true]))
    }

    @Test("unmarks a favourite")
    func unmarks() throws {
        let worker = try PersistenceFixtures.inMemoryWorker(storing: [alpha])
        _ = try worker.setFavouriteNow(true, identifier: "A").get()

        _ = try worker.setFavouriteNow(false, identifier: "A").get()

        expect(try worker.getNow().get().map(\.isFavourite)).to(equal([false]))
    }

    @Test("does not make the card due for upload")
    func isNotUploaded() throws {
        let worker = try PersistenceFixtures.inMemoryWorker()
        _ = try worker.mergeNow([alpha]).get()

        _ = try worker.setFavouriteNow(true, identifier: "A").get()

        expect(try worker.pendingNow().get()).to(beEmpty())
    }

    @Test("answers deleted elsewhere for a card that is not stored")
    func refusesMissingCard() throws {
        let worker = try PersistenceFixtures.inMemoryWorker(storing: [alpha])

        let answer = worker.setFavouriteNow(true, identifier: "gone")

        expect(answer).to(equal(.failure(.deletedElsewhere)))
    }

    @Test("lists favourites first, then by name")
    func listsFavouritesFirst() throws {
        let worker = try PersistenceFixtures.inMemoryWorker(
            storing: [alpha, beta, PersistenceFixtures.card("C", "Charlie")])
        _ = try worker.setFavouriteNow(true, identifier: "C").get()
        _ = try worker.setFavouriteNow(true, identifier: "B").get()

        let names = try worker.getNow(.cardsInDisplayOrder).get().map(\.name)

        expect(names).to(equal(["Beta", "Charlie", "Alpha"]))
    }

    @Test("keeps the mark when a download changes the card")
    func keepsMarkThroughDownload() throws {
        let worker = try PersistenceFixtures.inMemoryWorker()
        _ = try worker.mergeNow([alpha]).get()
        _ = try worker.setFavouriteNow(true, identifier: "A").get()
        var renamed = alpha
        renamed.name = "Alpha renamed"

        _ = try worker.mergeNow([renamed]).get()

        let stored = try worker.getNow().get()
        expect(stored.map(\.name)).to(equal(["Alpha renamed"]))
        expect(stored.map(\.isFavourite)).to(equal([true]))
    }

    @Test("keeps the revision when a download brings the favourite unchanged")
    func keepsRevisionOfUnchangedFavourite() throws {
        let worker = try PersistenceFixtures.inMemoryWorker()
        _ = try worker.mergeNow([alpha]).get()
        let marked = try worker.setFavouriteNow(true, identifier: "A").get()

        _ = try worker.mergeNow([alpha]).get()

        expect(try worker.getNow().get().map(\.revision)).to(equal([marked.revision]))
    }

    @Test("keeps the mark when a save writes a card that does not carry it")
    func keepsMarkThroughSave() throws {
        let worker = try PersistenceFixtures.inMemoryWorker(storing: [alpha])
        var edited = try worker.setFavouriteNow(true, identifier: "A").get()
        edited.isFavourite = false
        edited.name = "Alpha 2"

        _ = try worker.saveNow(edited).get()

        expect(try worker.getNow().get().map(\.isFavourite)).to(equal([true]))
    }

    @Test("keeps the mark when an unchecked upsert rewrites the card")
    func keepsMarkThroughUpsert() throws {
        let worker = try PersistenceFixtures.inMemoryWorker(storing: [alpha])
        _ = try worker.setFavouriteNow(true, identifier: "A").get()

        try worker.upsertNow([alpha]).get()

        expect(try worker.getNow().get().map(\.isFavourite)).to(equal([true]))
    }

    @Test("keeps the mark across reopening the file")
    func survivesReopening() throws {
        try PersistenceFixtures.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("cards.sqlite")
            let worker = PersistenceFixtures.worker(on: try CardDatabase.open(at: url))
            try worker.upsertNow([alpha]).get()
            _ = try worker.setFavouriteNow(true, identifier: "A").get()

            let reopened = PersistenceFixtures.worker(on: try CardDatabase.open(at: url))

            expect(try reopened.getNow().get().map(\.isFavourite)).to(equal([true]))
        }
    }

    @Test("tells open screens that the store changed")
    func notifiesChange() throws {
        let worker = try PersistenceFixtures.inMemoryWorker(storing: [alpha])
        var notifications = 0
        let observation = worker.changes.observe { notifications += 1 }

        _ = try worker.setFavouriteNow(true, identifier: "A").get()

        expect(notifications).to(equal(1))
        observation.cancel()
    }
}
