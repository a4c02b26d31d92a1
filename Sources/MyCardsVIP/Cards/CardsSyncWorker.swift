import MyCardsKit

/// What the Cards scene's interactor asks of its worker.
@MainActor
package protocol CardsSyncWorking: AnyObject {
    /// One element after every change to the store, for as long as the caller iterates.
    func storeChanges() -> AsyncStream<Void>
    /// The store's answers in display order: the list's first page, then all of it.
    func fetchCards() -> AsyncStream<Result<[Card], PersistenceError>>
    func downloadAndMerge() async throws(DownloadFailure) -> MergedDownload
    /// How many cards saved offline were sent; nil when none were waiting.
    func sendPendingUploads() async throws(NetworkError) -> Int?
    func sendPendingDeletions() async
}

/// The store and the backend as the Cards scene uses them: reads, the download merged into the store, and
/// what was saved or deleted offline sent once the backend answers again.
@MainActor
class CardsSyncWorker: CardsSyncWorking {
    private let cards: any PersistenceWorking<Card>
    private let network: any CardsNetworking

    init(cards: any PersistenceWorking<Card>, network: any CardsNetworking) {
        self.cards = cards
        self.network = network
    }

    func storeChanges() -> AsyncStream<Void> {
        cards.changes.values()
    }

    func fetchCards() -> AsyncStream<Result<[Card], PersistenceError>> {
        cards.answers(to: .cardsInDisplayOrder)
    }

    /// Downloads and merges: the cards parsed with what the merge did, or why they are not in the store. A download
    /// whose task is cancelled throws `.offline(.cancelled)`.
    func downloadAndMerge() async throws(DownloadFailure) -> MergedDownload {
        let parsed: ParsedCards
        do { parsed = try await network.download() } catch { throw .offline(error) }
        guard !parsed.cards.isEmpty else { return MergedDownload(parsed: parsed) }
        do { return MergedDownload(parsed: parsed, merge: try await cards.mergeDownloaded(parsed.cards)) } catch {
            throw .notStored(error)
        }
    }

    /// Uploads the cards saved offline and marks them uploaded once the backend took them.
    func sendPendingUploads() async throws(NetworkError) -> Int? {
        guard let pending = try? await cards.pendingUploads(), !pending.isEmpty else { return nil }
        try await network.upload(pending)
        try? await cards.markUploaded(pending)
        return pending.count
    }

    /// Deletes on the backend what was deleted offline; a card it never had counts as deleted there. One refused
    /// stays pending, for the next sync.
    func sendPendingDeletions() async {
        guard let identifiers = try? await cards.pendingDeletions() else { return }
        for identifier in identifiers {
            guard (try? await network.delete(identifier: identifier)) != nil else { continue }
            try? await cards.markDeletedOnBackend(identifiers: [identifier])
        }
    }
}

/// A download in the store: the cards parsed, and what merging them did.
package struct MergedDownload: Equatable {
    let parsed: ParsedCards
    var merge = DownloadMerge()
}

/// Why downloaded cards did not reach the store.
package enum DownloadFailure: Error, Equatable {
    case offline(NetworkError)
    case notStored(PersistenceError)
}
