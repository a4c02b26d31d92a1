import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

/// The Cards worker alone, against the shared store and network spies: each call's completion is recorded.
@MainActor
@Suite("CardsSyncWorker")
struct CardsSyncWorkerSpec {
    static let stored = [Samples.card("A", "Alpha"), Samples.card("B", "beta")]

    let environment = VIPEnvironment(cards: stored)
    let worker: CardsSyncWorker
    let downloads = Recorded<Result<MergedDownload, DownloadFailure>>()
    let uploads = Recorded<Result<Int, NetworkError>>()

    init() {
        worker = CardsSyncWorker(cards: environment.store, network: environment.network)
    }

    /// Collects what a worker's completion hands back.
    @MainActor
    final class Recorded<Value> {
        private(set) var values: [Value] = []
        var record: @MainActor (Value) -> Void { { [weak self] in self?.values.append($0) } }
    }

    @Test("reads the store in display order and hands back its answer")
    func fetches() {
        // Given
        var fetched: Result<[Card], PersistenceError>?

        // When
        worker.fetchCards { fetched = $0 }

        // Then
        expect(environment.store.queries).to(equal([.cardsInDisplayOrder]))
        expect(try? fetched?.get()).to(equal(Self.stored))
    }

    @Test("tells its observer when the store changes")
    func observes() {
        // Given
        var changes = 0
        let observation = worker.observeChanges { changes += 1 }

        // When
        environment.store.changes.notify()

        // Then
        expect(changes).to(equal(1))
        withExtendedLifetime(observation) {}
    }

    @MainActor
    @Suite("when it downloads and merges")
    struct Downloading {
        let spec = CardsSyncWorkerSpec()

        @Test("merges the cards downloaded, then hands back the download")
        func merges() {
            // Given
            let parsed = ParsedCards(cards: stored)
            spec.environment.network.downloadResult = .success(parsed)

            // When
            spec.worker.downloadAndMerge(completion: spec.downloads.record)

            // Then
            expect(spec.environment.store.merged).to(equal([stored]))
            expect(spec.downloads.values).to(equal([.success(MergedDownload(parsed: parsed))]))
        }

        @Test("merges nothing when nothing came")
        func nothingCame() {
            // When
            spec.worker.downloadAndMerge(completion: spec.downloads.record)

            // Then
            expect(spec.environment.store.merged).to(beEmpty())
            expect(spec.downloads.values).to(equal([.success(MergedDownload(parsed: ParsedCards(cards: [])))]))
        }

        @Test("hands back offline when the backend is away")
        func offline() {
            // Given
            spec.environment.network.downloadResult = .failure(.unreachable(detail: "refused"))

            // When
            spec.worker.downloadAndMerge(completion: spec.downloads.record)

            // Then
            expect(spec.downloads.values).to(equal([.failure(.offline(.unreachable(detail: "refused")))]))
        }

        @Test("hands back not stored when the store refuses the merge")
        func notStored() {
            // Given
            spec.environment.network.downloadResult = .success(ParsedCards(cards: stored))
            spec.environment.store.writeResult = .failure(.writeFailed(detail: "full"))

            // When
            spec.worker.downloadAndMerge(completion: spec.downloads.record)

            // Then
            expect(spec.downloads.values).to(equal([.failure(.notStored(.writeFailed(detail: "full")))]))
        }
    }

    @MainActor
    @Suite("when it sends what was changed offline")
    struct SendingPending {
        let spec = CardsSyncWorkerSpec()

        @Test("uploads the cards saved offline, marks them uploaded and says how many")
        func uploads() {
            // Given
            spec.environment.store.pendingUploadsResult = .success([stored[0]])

            // When
            spec.worker.sendPendingUploads(completion: spec.uploads.record)

            // Then
            expect(spec.environment.network.uploads).to(equal([[stored[0]]]))
            expect(spec.environment.store.markedUploaded).to(equal([["A"]]))
            expect(spec.uploads.values).to(equal([.success(1)]))
        }

        @Test("hands back nothing when nothing waits")
        func nothingPending() {
            // When
            spec.worker.sendPendingUploads(completion: spec.uploads.record)

            // Then
            expect(spec.environment.network.uploads).to(beEmpty())
            expect(spec.uploads.values).to(beEmpty())
        }

        @Test("keeps them pending when the upload fails again")
        func uploadFails() {
            // Given
            spec.environment.store.pendingUploadsResult = .success([stored[0]])
            spec.environment.network.uploadResult = .failure(.httpStatus(503))

            // When
            spec.worker.sendPendingUploads(completion: spec.uploads.record)

            // Then
            expect(spec.environment.store.markedUploaded).to(beEmpty())
            expect(spec.uploads.values).to(equal([.failure(.httpStatus(503))]))
        }

        @Test("deletes on the backend what was deleted offline")
        func deletes() {
            // Given
            spec.environment.store.pendingDeletionsResult = .success(["X", "Y"])

            // When
            spec.worker.sendPendingDeletions()

            // Then
            expect(spec.environment.network.deletes).to(equal(["X", "Y"]))
            expect(spec.environment.store.markedDeletedOnBackend).to(equal([["X"], ["Y"]]))
        }

        @Test("keeps a deletion pending while the backend refuses it")
        func deleteRefused() {
            // Given
            spec.environment.store.pendingDeletionsResult = .success(["X"])
            spec.environment.network.deleteResult = .failure(.httpStatus(500))

            // When
            spec.worker.sendPendingDeletions()

            // Then
            expect(spec.environment.network.deletes).to(equal(["X"]))
            expect(spec.environment.store.markedDeletedOnBackend).to(beEmpty())
        }
    }
}
