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
        func savesWithNewRevision() async throws {
            let worker = try await PersistenceFixtures.inMemoryWorker(storing: [PersistenceFixtures.card("A", "Alpha")])
            let read = try #require(try await worker.getNow().get().first)

            let stored = try await worker.saveNow(renamed(read, "Alpha 2")).get()

            expect(stored.revision).to(beGreaterThan(read.revision))
            do {
                let actual = try await worker.getNow().get().map(\.revision)
                expect(actual).to(equal([stored.revision]))
            }
            do {
                let actual = try await worker.getNow().get().map(\.name)
                expect(actual).to(equal(["Alpha 2"]))
            }
        }

        @Test("lets the window save its own saved card again without a conflict")
        func savesTwiceInARow() async throws {
            let worker = try await PersistenceFixtures.inMemoryWorker()
            let first = try await worker.saveNow(PersistenceFixtures.card("A", "Alpha")).get()

            let second = await worker.saveNow(renamed(first, "Alpha 2"))

            expect(try second.get().name).to(equal("Alpha 2"))
        }
    }

    @Suite("when another window saved the card since it was read")
    @MainActor
    struct ChangedElsewhere {
        @Test("refuses the save, names the stored revision, the window and the name, and keeps the other's version")
        func refusesAndKeepsTheOther() async throws {
            try await twoWindows { windowA, windowB in
                try await windowA.upsertNow([PersistenceFixtures.card("A", "Alpha")]).get()
                let readByB = try #require(try await windowB.getNow().get().first)
                let savedByA = try await windowA.saveNow(renamed(readByB, "Shared One Edited")).get()

                let answer = await windowB.saveNow(renamed(readByB, "B's edit"))

                expect(answer).to(
                    equal(.failure(.changedElsewhere(.init(revision: savedByA.revision, differing: .name)))))
                do {
                    let actual = try await windowB.getNow().get().map(\.name)
                    expect(actual).to(equal(["Shared One Edited"]))
                }
            }
        }

        @Test("overwrites when saved again with the revision the refusal named")
        func overwritesWithNamedRevision() async throws {
            let worker = try await PersistenceFixtures.inMemoryWorker(storing: [PersistenceFixtures.card("A", "Alpha")])
            let read = try #require(try await worker.getNow().get().first)
            let other = try await worker.saveNow(renamed(read, "Other")).get()
            var mine = renamed(read, "Mine")
            mine.revision = other.revision

            let answer = await worker.saveNow(mine)

            expect(try answer.get().name).to(equal("Mine"))
            do {
                let actual = try await worker.getNow().get().map(\.name)
                expect(actual).to(equal(["Mine"]))
            }
        }

        @Test("refuses a new card whose identifier is already stored")
        func refusesCreatingOverAStoredCard() async throws {
            let worker = try await PersistenceFixtures.inMemoryWorker(storing: [PersistenceFixtures.card("A", "Alpha")])
            let stored = try #require(try await worker.getNow().get().first)

            let answer = await worker.saveNow(PersistenceFixtures.card("A", "New"))

            expect(answer).to(equal(.failure(.changedElsewhere(.init(revision: stored.revision, differing: .name)))))
        }
    }

    @Suite("when another window deleted the card since it was read")
    @MainActor
    struct DeletedElsewhere {
        @Test("refuses the save and the card stays deleted")
        func refusesAndStaysDeleted() async throws {
            let worker = try await PersistenceFixtures.inMemoryWorker(storing: [PersistenceFixtures.card("A", "Alpha")])
            let read = try #require(try await worker.getNow().get().first)
            try await worker.removeNow(["A"]).get()

            let answer = await worker.saveNow(renamed(read, "Stale copy"))

            expect(answer).to(equal(.failure(.deletedElsewhere)))
            do {
                let actual = try await worker.getNow().get()
                expect(actual).to(beEmpty())
            }
            do {
                let actual = try await worker.pendingDeletionsNow().get()
                expect(actual).to(equal(["A"]))
            }
        }

        @Test("makes it again when saved with revision 0, and no longer sends its deletion")
        func makesItAgain() async throws {
            let worker = try await PersistenceFixtures.inMemoryWorker(storing: [PersistenceFixtures.card("A", "Alpha")])
            var read = try #require(try await worker.getNow().get().first)
            try await worker.removeNow(["A"]).get()
            read.revision = 0

            let answer = await worker.saveNow(read)

            expect(try answer.get().revision).to(beGreaterThan(0))
            do {
                let actual = try await worker.getNow().get().map(\.name)
                expect(actual).to(equal(["Alpha"]))
            }
            do {
                let actual = try await worker.pendingDeletionsNow().get()
                expect(actual).to(beEmpty())
            }
            do {
                let actual = try await worker.pendingNow().get().map(\.identifier)
                expect(actual).to(equal(["A"]))
            }
        }

        @Test("refuses a copy read before the delete even after the card was made again")
        func neverReusesARevision() async throws {
            let worker = try await PersistenceFixtures.inMemoryWorker(storing: [PersistenceFixtures.card("A", "Alpha")])
            let readBeforeDelete = try #require(try await worker.getNow().get().first)
            try await worker.removeNow(["A"]).get()
            var again = readBeforeDelete
            again.revision = 0
            _ = try await worker.saveNow(again).get()

            let answer = await worker.saveNow(renamed(readBeforeDelete, "Stale copy"))

            expect(answer.map(\.name)).to(
                equal(
                    .failure(
                        .changedElsewhere(
                            .init(revision: try await worker.getNow().get()[0].revision, differing: .name)))))
        }
    }

    @Suite("when a download or an acknowledgement writes")
    @MainActor
    struct OtherWrites {
        @Test("keeps the revision of a card the download did not change")
        func unchangedDownloadKeepsRevision() async throws {
            let worker = try await PersistenceFixtures.inMemoryWorker()
            _ = try await worker.mergeNow([PersistenceFixtures.card("A", "Alpha")]).get()
            let before = try await worker.getNow().get().map(\.revision)

            _ = try await worker.mergeNow([PersistenceFixtures.card("A", "Alpha")]).get()

            do {
                let actual = try await worker.getNow().get().map(\.revision)
                expect(actual).to(equal(before))
            }
        }

        @Test("gives a card the download changed a new revision, and a save over it names the backend")
        func changedDownloadNewRevision() async throws {
            let worker = try await PersistenceFixtures.inMemoryWorker()
            _ = try await worker.mergeNow([PersistenceFixtures.card("A", "Alpha")]).get()
            let read = try #require(try await worker.getNow().get().first)

            _ = try await worker.mergeNow([PersistenceFixtures.card("A", "Alpha from the backend")]).get()

            let stored = try await worker.getNow().get()[0].revision
            do {
                let actual = await worker.saveNow(renamed(read, "Mine")).map(\.name)
                expect(actual).to(
                    equal(.failure(.changedElsewhere(.init(revision: stored, source: .backend, differing: .name)))))
            }
        }

        @Test("names every part an overwrite would replace: the name typed here and the photo the download brought")
        func namesEveryDifferingPart() async throws {
            let worker = try await PersistenceFixtures.inMemoryWorker()
            _ = try await worker.mergeNow([PersistenceFixtures.card("A", "Alpha")]).get()
            let read = try #require(try await worker.getNow().get().first)
            var fromBackend = read
            fromBackend.back = PersistenceFixtures.photo(seed: 9)
            _ = try await worker.mergeNow([fromBackend]).get()

            let answer = await worker.saveNow(renamed(read, "Mine"))

            let stored = try await worker.getNow().get()[0].revision
            expect(answer.map(\.name)).to(
                equal(
                    .failure(.changedElsewhere(.init(revision: stored, source: .backend, differing: [.name, .back])))))
        }

        @Test("names another window again once a window saved over the download")
        func windowSaveAfterDownload() async throws {
            let worker = try await PersistenceFixtures.inMemoryWorker()
            _ = try await worker.mergeNow([PersistenceFixtures.card("A", "Alpha")]).get()
            let read = try #require(try await worker.getNow().get().first)
            let other = try await worker.saveNow(renamed(read, "Other")).get()

            let answer = await worker.saveNow(renamed(read, "Mine"))

            expect(answer.map(\.name)).to(
                equal(.failure(.changedElsewhere(.init(revision: other.revision, differing: .name)))))
        }

        @Test("keeps the revision when the backend acknowledges an upload")
        func acknowledgementKeepsRevision() async throws {
            let worker = try await PersistenceFixtures.inMemoryWorker()
            let saved = try await worker.saveNow(PersistenceFixtures.card("A", "Alpha")).get()

            try await worker.markUploadedNow([saved]).get()

            do {
                let actual = try await worker.saveNow(renamed(saved, "Alpha 2")).get().name
                expect(actual).to(equal("Alpha 2"))
            }
        }
    }
}

@MainActor
/// Two workers on one file: what two app windows (two processes) share.
private func twoWindows(_ body: (CardsWorker, CardsWorker) async throws -> Void) async throws {
    try await PersistenceFixtures.withTemporaryFolder { folder in
        let store = folder.appendingPathComponent("cards.sqlite")
        try await body(
            PersistenceFixtures.worker(on: try CardDatabase.open(at: store)),
            PersistenceFixtures.worker(on: try CardDatabase.open(at: store)))
    }
}

private func renamed(_ card: Card, _ name: String) -> Card {
    var renamed = card
    renamed.name = name
    return renamed
}
