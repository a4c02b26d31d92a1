import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

/// The Cards worker alone, against the shared store and network spies: each call's answer is awaited.
@MainActor
@Suite("CardsSyncWorker", .mainSerialExecutor)
struct CardsSyncWorkerSpec {
    static let stored = [Samples.card("A", "Alpha"), Samples.card("B", "beta")]

    let environment = VIPEnvironment(cards: stored)
    let worker: CardsSyncWorker

    init() {
        worker = CardsSyncWorker(cards: environment.store, network: environment.network)
    }

    @Test("reads the store in display order and hands back its answer")
    func fetches() async {
        // When
        var answers: [Result<[Card], PersistenceError>] = []
        for await answer in worker.fetchCards() { answers.append(answer) }

        // Then
        expect(environment.store.queries).to(equal([.cardsInDisplayOrder]))
        expect(answers.map { try? $0.get() }).to(equal([Self.stored]))
    }

    @Test("hands its caller an element when the store changes")
    func observes() async {
        // Given
        let changes = worker.storeChanges()

        // When
        environment.store.changes.notify()

        // Then
        var heard = 0
        for await _ in changes {
            heard += 1
            break
        }
        expect(heard).to(equal(1))
    }

    func download() async -> Result<MergedDownload, DownloadFailure> {
        await outcome { () async throws(DownloadFailure) in try await worker.downloadAndMerge() }
    }

    func sendPendingUploads() async -> Result<Int?, NetworkError> {
        await outcome { () async throws(NetworkError) in try await worker.sendPendingUploads() }
    }

    @MainActor
    @Suite("when it downloads and merges")
    struct Downloading {
        let spec = CardsSyncWorkerSpec()

        @Test("merges the cards downloaded, then hands back the download")
        func merges() async {
            // Given
            let parsed = ParsedCards(cards: stored)
            spec.environment.network.downloadResult = .success(parsed)

            // When
            let download = await spec.download()

            // Then
            expect(spec.environment.store.merged).to(equal([stored]))
            expect(download).to(equal(.success(MergedDownload(parsed: parsed))))
        }

        @Test("merges nothing when nothing came")
        func nothingCame() async {
            // When
            let download = await spec.download()

            // Then
            expect(spec.environment.store.merged).to(beEmpty())
            expect(download).to(equal(.success(MergedDownload(parsed: ParsedCards(cards: [])))))
        }

        @Test("hands back offline when the backend is away")
        func offline() async {
            // Given
            spec.environment.network.downloadResult = .failure(.unreachable(detail: "refused"))

            // When
            let download = await spec.download()

            // Then
            expect(download).to(equal(.failure(.offline(.unreachable(detail: "refused")))))
        }

        @Test("hands back not stored when the store refuses the merge")
        func notStored() async {
            // Given
            spec.environment.network.downloadResult = .success(ParsedCards(cards: stored))
            spec.environment.store.writeResult = .failure(.writeFailed(detail: "full"))

            // When
            let download = await spec.download()

            // Then
            expect(download).to(equal(.failure(.notStored(.writeFailed(detail: "full")))))
        }
    }

    @MainActor
    @Suite("when it sends what was changed offline")
    struct SendingPending {
        let spec = CardsSyncWorkerSpec()

        @Test("uploads the cards saved offline, marks them uploaded and says how many")
        func uploads() async {
            // Given
            spec.environment.store.pendingUploadsResult = .success([stored[0]])

            // When
            let sent = await spec.sendPendingUploads()

            // Then
            expect(spec.environment.network.uploads).to(equal([[stored[0]]]))
            expect(spec.environment.store.markedUploaded).to(equal([["A"]]))
            expect(sent).to(equal(.success(1)))
        }

        @Test("hands back no count when nothing waits")
        func nothingPending() async {
            // When
            let sent = await spec.sendPendingUploads()

            // Then
            expect(spec.environment.network.uploads).to(beEmpty())
            expect(sent).to(equal(.success(nil)))
        }

        @Test("keeps them pending when the upload fails again")
        func uploadFails() async {
            // Given
            spec.environment.store.pendingUploadsResult = .success([stored[0]])
            spec.environment.network.uploadResult = .failure(.httpStatus(503))

            // When
            let sent = await spec.sendPendingUploads()

            // Then
            expect(spec.environment.store.markedUploaded).to(beEmpty())
            expect(sent).to(equal(.failure(.httpStatus(503))))
        }

        @Test("deletes on the backend what was deleted offline")
        func deletes() async {
            // Given
            spec.environment.store.pendingDeletionsResult = .success(["X", "Y"])

            // When
            await spec.worker.sendPendingDeletions()

            // Then
            expect(spec.environment.network.deletes).to(equal(["X", "Y"]))
            expect(spec.environment.store.markedDeletedOnBackend).to(equal([["X"], ["Y"]]))
        }

        @Test("keeps a deletion pending while the backend refuses it")
        func deleteRefused() async {
            // Given
            spec.environment.store.pendingDeletionsResult = .success(["X"])
            spec.environment.network.deleteResult = .failure(.httpStatus(500))

            // When
            await spec.worker.sendPendingDeletions()

            // Then
            expect(spec.environment.network.deletes).to(equal(["X"]))
            expect(spec.environment.store.markedDeletedOnBackend).to(beEmpty())
        }
    }
}
