import Foundation
import Nimble
import Testing

@testable import MyCardsBackend

@Suite("BackendStore")
struct BackendStoreSpec {
    private static let fileURL = URL(fileURLWithPath: "/data/cards.json")

    private static func store(
        _ identifiers: [String] = ["A"],
        writer: any FileWriting = InMemoryFileWriter()
    ) -> BackendStore {
        BackendStore(
            collection: CardCollection(records: identifiers.map { CardJSON.record($0) }),
            fileURL: fileURL,
            writer: writer)
    }

    @Suite("when cards are upserted")
    struct Upserting {
        @Test("answers how many were written")
        func answersCount() async throws {
            let store = BackendStoreSpec.store()

            let count = try await store.upsert([CardJSON.record("A", name: "New"), CardJSON.record("B")])

            expect(count).to(equal(2))
        }

        @Test("saves the new cards to the data file")
        func savesThem() async throws {
            let writer = InMemoryFileWriter()
            let store = BackendStoreSpec.store(writer: writer)

            _ = try await store.upsert([CardJSON.record("B")])

            let saved = writer.files[BackendStoreSpec.fileURL.path]
            expect(saved.flatMap(CardJSON.identifiers(in:))).to(equal(["A", "B"]))
        }

        @Test("serves them afterwards")
        func servesThem() async throws {
            let store = BackendStoreSpec.store()

            _ = try await store.upsert([CardJSON.record("B")])

            let served = await store.cardsJSON()
            expect(CardJSON.identifiers(in: served)).to(equal(["A", "B"]))
        }
    }

    @Suite("when a card is deleted")
    struct Deleting {
        @Test("answers true, saves and no longer serves it")
        func removesIt() async throws {
            let writer = InMemoryFileWriter()
            let store = BackendStoreSpec.store(["A", "B"], writer: writer)

            let deleted = try await store.delete(identifier: "A")

            expect(deleted).to(beTrue())
            let served = await store.cardsJSON()
            expect(CardJSON.identifiers(in: served)).to(equal(["B"]))
            expect(writer.files[BackendStoreSpec.fileURL.path].flatMap(CardJSON.identifiers(in:))).to(equal(["B"]))
        }

        @Test("answers false for an unknown card without writing")
        func answersFalse() async throws {
            let writer = InMemoryFileWriter()
            let store = BackendStoreSpec.store(writer: writer)

            let deleted = try await store.delete(identifier: "Z")

            expect(deleted).to(beFalse())
            expect(writer.files).to(beEmpty())
        }
    }

    @Suite("when the data file cannot be written")
    struct SaveFails {
        @Test("an upsert throws and changes nothing")
        func upsertChangesNothing() async {
            let store = BackendStoreSpec.store(writer: FailingFileWriter())

            await expect { try await store.upsert([CardJSON.record("B")]) }
                .to(throwError(BackendStoreError.saveFailed(FailingFileWriter.error)))
            let served = await store.cardsJSON()
            expect(CardJSON.identifiers(in: served)).to(equal(["A"]))
        }

        @Test("a delete throws and keeps the card")
        func deleteKeepsCard() async {
            let store = BackendStoreSpec.store(writer: FailingFileWriter())

            await expect { try await store.delete(identifier: "A") }
                .to(throwError(BackendStoreError.saveFailed(FailingFileWriter.error)))
            let served = await store.cardsJSON()
            expect(CardJSON.identifiers(in: served)).to(equal(["A"]))
        }

        @Test("the error says the cards were not saved, and why")
        func explains() {
            expect(BackendStoreError.saveFailed(FailingFileWriter.error).message)
                .to(equal("The cards could not be saved. Could not write /data/cards.json: No space left on device"))
        }
    }
}
