import MyCardsKit

/// What the Cards scene's interactor asks of its worker.
@MainActor
package protocol CardsSyncWorking: AnyObject {
    func observeChanges(_ handler: @escaping @MainActor @Sendable () -> Void) -> StoreObservation
    func fetchCards(completion: @escaping @MainActor @Sendable (Result<[Card], PersistenceError>) -> Void)
    func downloadAndMerge(completion: @escaping @MainActor (Result<MergedDownload, DownloadFailure>) -> Void)
    func sendPendingUploads(completion: @escaping @MainActor (Result<Int, NetworkError>) -> Void)
    func sendPendingDeletions()
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

    func observeChanges(_ handler: @escaping @MainActor @Sendable () -> Void) -> StoreObservation {
        cards.changes.observe(handler)
    }

    func fetchCards(completion: @escaping @MainActor @Sendable (Result<[Card], PersistenceError>) -> Void) {
        cards.get(.cardsInDisplayOrder, completion: completion)
    }

    /// Downloads and merges; `completion` gets the cards parsed with what the merge did, or why they are not in
    /// the store.
    func downloadAndMerge(completion: @escaping @MainActor (Result<MergedDownload, DownloadFailure>) -> Void) {
        network.download { [cards] downloaded in
            let parsed: ParsedCards
            switch downloaded {
            case .success(let cards): parsed = cards
            case .failure(let error): return completion(.failure(.offline(error)))
            }
            guard !parsed.cards.isEmpty else { return completion(.success(MergedDownload(parsed: parsed))) }
            cards.mergeDownloaded(parsed.cards) { merged in
                completion(
                    merged.map { MergedDownload(parsed: parsed, merge: $0) }.mapError { .notStored($0) })
            }
        }
    }

    /// Uploads the cards saved offline; `completion` gets how many, and runs only when there were some.
    func sendPendingUploads(completion: @escaping @MainActor (Result<Int, NetworkError>) -> Void) {
        cards.pendingUploads { [cards, network] pending in
            guard case .success(let cardsToSend) = pending, !cardsToSend.isEmpty else { return }
            network.upload(cardsToSend) { uploaded in
                if case .failure(let error) = uploaded { return completion(.failure(error)) }
                cards.markUploaded(cardsToSend) { _ in }
                completion(.success(cardsToSend.count))
            }
        }
    }

    /// Deletes on the backend what was deleted offline; a card it never had counts as deleted there.
    func sendPendingDeletions() {
        cards.pendingDeletions { [cards, network] pending in
            guard case .success(let identifiers) = pending else { return }
            for identifier in identifiers {
                network.delete(identifier: identifier) { deleted in
                    guard case .success = deleted else { return }
                    cards.markDeletedOnBackend(identifiers: [identifier]) { _ in }
                }
            }
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
