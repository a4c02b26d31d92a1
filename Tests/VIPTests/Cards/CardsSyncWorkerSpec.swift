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
    let steps = StepRecorder()

    init() {
        worker = CardsSyncWorker(cards: environment.store, network: environment.network, tracer: environment.tracer)
    }

    /// Collects the steps a worker's completion hands back.
    @MainActor
    final class StepRecorder {
        private(set) var steps: [ListCards.SyncCards.Step] = []
        var record: @MainActor (ListCards.SyncCards.Step) -> Void { { [weak self] in self?.steps.append($0) } }
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
            spec.worker.downloadAndMerge(completion: spec.steps.record)

            // Then
            expect(spec.environment.store.merged).to(equal([stored]))
            expect(spec.steps.steps).to(equal([.downloaded(parsed, deletedHere: 0)]))
        }

        @Test("merges nothing when nothing came")
        func nothingCame() {
            // When
            spec.worker.downloadAndMerge(completion: spec.steps.record)

            // Then
            expect(spec.environment.store.merged).to(beEmpty())
            expect(spec.steps.steps).to(equal([.downloaded(ParsedCards(cards: []), deletedHere: 0)]))
        }

        @Test("hands back offline when the backend is away")
        func offline() {
            // Given
            spec.environment.network.downloadResult = .failure(.unreachable(detail: "refused"))

            // When
            spec.worker.downloadAndMerge(completion: spec.steps.record)

            // Then
            expect(spec.steps.steps).to(equal([.offline(.unreachable(detail: "refused"))]))
        }

        @Test("hands back not stored when the store refuses the merge")
        func notStored() {
            // Given
            spec.environment.network.downloadResult = .success(ParsedCards(cards: stored))
            spec.environment.store.writeResult = .failure(.writeFailed(detail: "full"))

            // When
            spec.worker.downloadAndMerge(completion: spec.steps.record)

            // Then
            expect(spec.steps.steps).to(equal([.notStored(.writeFailed(detail: "full"))]))
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
            spec.worker.sendPendingUploads(completion: spec.steps.record)

            // Then
            expect(spec.environment.network.uploads).to(equal([[stored[0]]]))
            expect(spec.environment.store.markedUploaded).to(equal([["A"]]))
            expect(spec.steps.steps).to(equal([.uploadedPending(1)]))
        }

        @Test("hands back nothing when nothing waits")
        func nothingPending() {
            // When
            spec.worker.sendPendingUploads(completion: spec.steps.record)

            // Then
            expect(spec.environment.network.uploads).to(beEmpty())
            expect(spec.steps.steps).to(beEmpty())
        }

        @Test("keeps them pending when the upload fails again")
        func uploadFails() {
            // Given
            spec.environment.store.pendingUploadsResult = .success([stored[0]])
            spec.environment.network.uploadResult = .failure(.httpStatus(503))

            // When
            spec.worker.sendPendingUploads(completion: spec.steps.record)

            // Then
            expect(spec.environment.store.markedUploaded).to(beEmpty())
            expect(spec.steps.steps).to(equal([.pendingUploadFailed(.httpStatus(503))]))
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
