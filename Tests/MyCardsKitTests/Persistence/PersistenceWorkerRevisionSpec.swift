import Foundation
import Nimble
import Testing

@testable import MyCardsKit

/// Behaviour.md "Safety": two windows on one store lose nothing. A save names the revision the card was read at; the
/// store refuses it, in the transaction of the write, when another window saved or deleted the card since.
@MainActor
@Suite("PersistenceWorker revisions")
struct PersistenceWorkerRevisionSpec {
    @Suite("when the card is unchanged since it was read")
    @MainActor
    struct Unchanged {
        @Test("saves it and answers it with a new revision")
        func savesWithNewRevision() throws {
            let worker = try PersistenceFixtures.inMemoryWorker(storing: [PersistenceFixtures.card("A", "Alpha")])
            let read = try #require(try worker.getNow().get().first)

            let stored = try worker.saveNow(renamed(read, "Alpha 2")).get()

            expect(stored.revision).to(beGreaterThan(read.revision))
            expect(try worker.getNow().get().map(\.revision)).to(equal([stored.revision]))
            expect(try worker.getNow().get().map(\.name)).to(equal(["Alpha 2"]))
        }

        @Test("lets the window save its own saved card again without a conflict")
        func savesTwiceInARow() throws {
            let worker = try PersistenceFixtures.inMemoryWorker()
            let first = try worker.saveNow(PersistenceFixtures.card("A", "Alpha")).get()

            let second = worker.saveNow(renamed(first, "Alpha 2"))

            expect(try second.get().name).to(equal("Alpha 2"))
        }
    }

    @Suite("when another window saved the card since it was read")
    @MainActor
    struct ChangedElsewhere {
        @Test("refuses the save, names the stored revision, the window and the name, and keeps the other's version")
        func refusesAndKeepsTheOther() throws {
            try twoWindows { windowA, windowB in
                try windowA.upsertNow([PersistenceFixtures.card("A", "Alpha")]).get()
                let readByB = try #require(try windowB.getNow().get().first)
                let savedByA = try windowA.saveNow(renamed(readByB, "Shared One Edited")).get()

                let answer = windowB.saveNow(renamed(readByB, "B's edit"))

                expect(answer).to(
                    equal(.failure(.changedElsewhere(.init(revision: savedByA.revision, differing: .name)))))
                expect(try windowB.getNow().get().map(\.name)).to(equal(["Shared One Edited"]))
            }
        }

        @Test("overwrites when saved again with the revision the refusal named")
        func overwritesWithNamedRevision() throws {
            let worker = try PersistenceFixtures.inMemoryWorker(storing: [PersistenceFixtures.card("A", "Alpha")])
            let read = try #require(try worker.getNow().get().first)
            let other = try worker.saveNow(renamed(read, "Other")).get()
            var mine = renamed(read, "Mine")
            mine.revision = other.revision

            let answer = worker.saveNow(mine)

            expect(try answer.get().name).to(equal("Mine"))
            expect(try worker.getNow().get().map(\.name)).to(equal(["Mine"]))
        }

        @Test("refuses a new card whose identifier is already stored")
        func refusesCreatingOverAStoredCard() throws {
            let worker = try PersistenceFixtures.inMemoryWorker(storing: [PersistenceFixtures.card("A", "Alpha")])
            let stored = try #require(try worker.getNow().get().first)

            let answer = worker.saveNow(PersistenceFixtures.card("A", "New"))

            expect(answer).to(equal(.failure(.changedElsewhere(.init(revision: stored.revision, differing: .name)))))
        }
    }

    @Suite("when another window deleted the card since it was read")
    @MainActor
    struct DeletedElsewhere {
        @Test("refuses the save and the card stays deleted")
        func refusesAndStaysDeleted() throws {
            let worker = try PersistenceFixtures.inMemoryWorker(storing: [PersistenceFixtures.card("A", "Alpha")])
            let read = try #require(try worker.getNow().get().first)
            try worker.removeNow(["A"]).get()

            let answer = worker.saveNow(renamed(read, "Stale copy"))

            expect(answer).to(equal(.failure(.deletedElsewhere)))
            expect(try worker.getNow().get()).to(beEmpty())
            expect(try worker.pendingDeletionsNow().get()).to(equal(["A"]))
        }

        @Test("makes it again when saved with revision 0, and no longer sends its deletion")
        func makesItAgain() throws {
            let worker = try PersistenceFixtures.inMemoryWorker(storing: [PersistenceFixtures.card("A", "Alpha")])
            var read = try #require(try worker.getNow().get().first)
            try worker.removeNow(["A"]).get()
            read.revision = 0

            let answer = worker.saveNow(read)

            expect(try answer.get().revision).to(beGreaterThan(0))
            expect(try worker.getNow().get().map(\.name)).to(equal(["Alpha"]))
            expect(try worker.pendingDeletionsNow().get()).to(beEmpty())
            expect(try worker.pendingNow().get().map(\.identifier)).to(equal(["A"]))
        }

        @Test("refuses a copy read before the delete even after the card was made again")
        func neverReusesARevision() throws {
            let worker = try PersistenceFixtures.inMemoryWorker(storing: [PersistenceFixtures.card("A", "Alpha")])
            let readBeforeDelete = try #require(try worker.getNow().get().first)
            try worker.removeNow(["A"]).get()
            var again = readBeforeDelete
            again.revision = 0
            _ = try worker.saveNow(again).get()

            let answer = worker.saveNow(renamed(readBeforeDelete, "Stale copy"))

            expect(answer.map(\.name)).to(
                equal(
                    .failure(
                        .changedElsewhere(.init(revision: try worker.getNow().get()[0].revision, differing: .name)))))
        }
    }

    @Suite("when a download or an acknowledgement writes")
    @MainActor
    struct OtherWrites {
        @Test("keeps the revision of a card the download did not change")
        func unchangedDownloadKeepsRevision() throws {
            let worker = try PersistenceFixtures.inMemoryWorker()
            _ = try worker.mergeNow([PersistenceFixtures.card("A", "Alpha")]).get()
            let before = try worker.getNow().get().map(\.revision)

            _ = try worker.mergeNow([PersistenceFixtures.card("A", "Alpha")]).get()

            expect(try worker.getNow().get().map(\.revision)).to(equal(before))
        }

        @Test("gives a card the download changed a new revision, and a save over it names the backend")
        func changedDownloadNewRevision() throws {
            let worker = try PersistenceFixtures.inMemoryWorker()
            _ = try worker.mergeNow([PersistenceFixtures.card("A", "Alpha")]).get()
            let read = try #require(try worker.getNow().get().first)

            _ = try worker.mergeNow([PersistenceFixtures.card("A", "Alpha from the backend")]).get()

            let stored = try worker.getNow().get()[0].revision
            expect(worker.saveNow(renamed(read, "Mine")).map(\.name)).to(
                equal(.failure(.changedElsewhere(.init(revision: stored, source: .backend, differing: .name)))))
        }

        @Test("names every part an overwrite would replace: the name typed here and the photo the download brought")
        func namesEveryDifferingPart() throws {
            let worker = try PersistenceFixtures.inMemoryWorker()
            _ = try worker.mergeNow([PersistenceFixtures.card("A", "Alpha")]).get()
            let read = try #require(try worker.getNow().get().first)
            var fromBackend = read
            fromBackend.back = PersistenceFixtures.photo(seed: 9)
            _ = try worker.mergeNow([fromBackend]).get()

            let answer = worker.saveNow(renamed(read, "Mine"))

            let stored = try worker.getNow().get()[0].revision
            expect(answer.map(\.name)).to(
                equal(
                    .failure(.changedElsewhere(.init(revision: stored, source: .backend, differing: [.name, .back])))))
        }

        @Test("names another window again once a window saved over the download")
        func windowSaveAfterDownload() throws {
            let worker = try PersistenceFixtures.inMemoryWorker()
            _ = try worker.mergeNow([PersistenceFixtures.card("A", "Alpha")]).get()
            let read = try #require(try worker.getNow().get().first)
            let other = try worker.saveNow(renamed(read, "Other")).get()

            let answer = worker.saveNow(renamed(read, "Mine"))

            expect(answer.map(\.name)).to(
                equal(.failure(.changedElsewhere(.init(revision: other.revision, differing: .name)))))
        }

        @Test("keeps the revision when the backend acknowledges an upload")
        func acknowledgementKeepsRevision() throws {
            let worker = try PersistenceFixtures.inMemoryWorker()
            let saved = try worker.saveNow(PersistenceFixtures.card("A", "Alpha")).get()

            try worker.markUploadedNow([saved]).get()

            expect(try worker.saveNow(renamed(saved, "Alpha 2")).get().name).to(equal("Alpha 2"))
        }
    }
}

@MainActor
/// Two workers on one file: what two app windows (two processes) share.
private func twoWindows(_ body: (CardsWorker, CardsWorker) throws -> Void) throws {
    try PersistenceFixtures.withTemporaryFolder { folder in
        let store = folder.appendingPathComponent("cards.sqlite")
        try body(
            PersistenceFixtures.worker(on: try CardDatabase.open(at: store)),
            PersistenceFixtures.worker(on: try CardDatabase.open(at: store)))
    }
}

private func renamed(_ card: Card, _ name: String) -> Card {
    var renamed = card
    renamed.name = name
    return renamed
}
