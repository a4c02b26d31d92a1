import Foundation
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsKit

/// Behaviour.md "Favourites": the mark is local — it lives in the store, survives downloads and restarts, and is never
/// part of an upload; favourites come first on Cards.
@MainActor
@Suite("PersistenceWorker favourites", .mainSerialExecutor)
struct PersistenceWorkerFavouriteSpec {
    private let alpha = PersistenceFixtures.card("A", "Alpha")
    private let beta = PersistenceFixtures.card("B", "Beta")

    @Test("marks a stored card and answers it with the mark and a new revision")
    func marksAndAnswers() async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker(storing: [alpha])
        let read = try #require(try await worker.getNow().get().first)

        let marked = try await worker.setFavouriteNow(true, identifier: "A").get()

        expect(marked.isFavourite).to(beTrue())
        expect(marked.revision).to(beGreaterThan(read.revision))
        do {
            let actual = try await worker.getNow().get().map(\.isFavourite)
            expect(actual).to(equal([true]))
        }
    }

    @Test("unmarks a favourite")
    func unmarks() async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker(storing: [alpha])
        _ = try await worker.setFavouriteNow(true, identifier: "A").get()

        _ = try await worker.setFavouriteNow(false, identifier: "A").get()

        do {
            let actual = try await worker.getNow().get().map(\.isFavourite)
            expect(actual).to(equal([false]))
        }
    }

    @Test("does not make the card due for upload")
    func isNotUploaded() async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker()
        _ = try await worker.mergeNow([alpha]).get()

        _ = try await worker.setFavouriteNow(true, identifier: "A").get()

        do {
            let actual = try await worker.pendingNow().get()
            expect(actual).to(beEmpty())
        }
    }

    @Test("answers deleted elsewhere for a card that is not stored")
    func refusesMissingCard() async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker(storing: [alpha])

        let answer = await worker.setFavouriteNow(true, identifier: "gone")

        expect(answer).to(equal(.failure(.deletedElsewhere)))
    }

    @Test("lists favourites first, then by name")
    func listsFavouritesFirst() async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker(
            storing: [alpha, beta, PersistenceFixtures.card("C", "Charlie")])
        _ = try await worker.setFavouriteNow(true, identifier: "C").get()
        _ = try await worker.setFavouriteNow(true, identifier: "B").get()

        let names = try await worker.getNow(.cardsInDisplayOrder).get().map(\.name)

        expect(names).to(equal(["Beta", "Charlie", "Alpha"]))
    }

    @Test("keeps the mark when a download changes the card")
    func keepsMarkThroughDownload() async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker()
        _ = try await worker.mergeNow([alpha]).get()
        _ = try await worker.setFavouriteNow(true, identifier: "A").get()
        var renamed = alpha
        renamed.name = "Alpha renamed"

        _ = try await worker.mergeNow([renamed]).get()

        let stored = try await worker.getNow().get()
        expect(stored.map(\.name)).to(equal(["Alpha renamed"]))
        expect(stored.map(\.isFavourite)).to(equal([true]))
    }

    @Test("keeps the revision when a download brings the favourite unchanged")
    func keepsRevisionOfUnchangedFavourite() async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker()
        _ = try await worker.mergeNow([alpha]).get()
        let marked = try await worker.setFavouriteNow(true, identifier: "A").get()

        _ = try await worker.mergeNow([alpha]).get()

        do {
            let actual = try await worker.getNow().get().map(\.revision)
            expect(actual).to(equal([marked.revision]))
        }
    }

    @Test("keeps the mark when a save writes a card that does not carry it")
    func keepsMarkThroughSave() async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker(storing: [alpha])
        var edited = try await worker.setFavouriteNow(true, identifier: "A").get()
        edited.isFavourite = false
        edited.name = "Alpha 2"

        _ = try await worker.saveNow(edited).get()

        do {
            let actual = try await worker.getNow().get().map(\.isFavourite)
            expect(actual).to(equal([true]))
        }
    }

    @Test("keeps the mark when an unchecked upsert rewrites the card")
    func keepsMarkThroughUpsert() async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker(storing: [alpha])
        _ = try await worker.setFavouriteNow(true, identifier: "A").get()

        try await worker.upsertNow([alpha]).get()

        do {
            let actual = try await worker.getNow().get().map(\.isFavourite)
            expect(actual).to(equal([true]))
        }
    }

    @Test("keeps the mark across reopening the file")
    func survivesReopening() async throws {
        try await PersistenceFixtures.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("cards.sqlite")
            let worker = PersistenceFixtures.worker(on: try CardDatabase.open(at: url))
            try await worker.upsertNow([alpha]).get()
            _ = try await worker.setFavouriteNow(true, identifier: "A").get()

            let reopened = PersistenceFixtures.worker(on: try CardDatabase.open(at: url))

            do {
                let actual = try await reopened.getNow().get().map(\.isFavourite)
                expect(actual).to(equal([true]))
            }
        }
    }

    @Test("tells open screens that the store changed")
    func notifiesChange() async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker(storing: [alpha])
        let observation = ChangeCounter(worker.changes)

        _ = try await worker.setFavouriteNow(true, identifier: "A").get()

        let heard = await observation.settled()
        expect(heard).to(equal(1))
        observation.cancel()
    }
}
