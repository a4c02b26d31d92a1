import MyCardsKit

/// The store and the backend as the Cards scene uses them: reads, the download merged into the store, and
/// what was saved or deleted offline sent once the backend answers again.
@MainActor
class CardsSyncWorker {
    private let cards: any PersistenceWorking<Card>
    private let network: any CardsNetworking
    private let trace: TraceLog

    init(cards: any PersistenceWorking<Card>, network: any CardsNetworking, tracer: any Tracing) {
        self.cards = cards
        self.network = network
        trace = tracer.log(for: "CardsSyncWorker")
    }

    func observeChanges(_ handler: @escaping @MainActor @Sendable () -> Void) -> StoreObservation {
        cards.changes.observe(handler)
    }

    func fetchCards(completion: @escaping @MainActor @Sendable (Result<[Card], PersistenceError>) -> Void) {
        trace.to("CardsWorker", "get(cardsInDisplayOrder)")
        cards.get(.cardsInDisplayOrder, completion: completion)
    }

    /// Downloads and merges; `completion` gets the cards parsed, or the step that failed.
    func downloadAndMerge(completion: @escaping @MainActor (ListCards.SyncCards.Step) -> Void) {
        trace.to("NetworkLoader", "download(cards.json)")
        network.download { [cards, trace] downloaded in
            guard case .success(let parsed) = downloaded else {
                if case .failure(let error) = downloaded { completion(.offline(error)) }
                return
            }
            guard !parsed.cards.isEmpty else { return completion(.downloaded(parsed, deletedHere: 0)) }
            trace.to("CardsWorker", "mergeDownloaded(\(parsed.cards.count) cards)")
            cards.mergeDownloaded(parsed.cards) { merged in
                switch merged {
                case .success(let merge): completion(.downloaded(parsed, deletedHere: merge.deletedHere))
                case .failure(let error): completion(.notStored(error))
                }
            }
        }
    }

    /// Uploads the cards saved offline; `completion` runs only when there were some.
    func sendPendingUploads(completion: @escaping @MainActor (ListCards.SyncCards.Step) -> Void) {
        cards.pendingUploads { [cards, network, trace] pending in
            guard case .success(let cardsToSend) = pending, !cardsToSend.isEmpty else { return }
            trace.to("NetworkLoader", "upload(\(cardsToSend.count) cards saved offline)")
            network.upload(cardsToSend) { uploaded in
                if case .failure(let error) = uploaded { return completion(.pendingUploadFailed(error)) }
                cards.markUploaded(identifiers: cardsToSend.map(\.identifier)) { _ in }
                completion(.uploadedPending(cardsToSend.count))
            }
        }
    }

    /// Deletes on the backend what was deleted offline; a card it never had counts as deleted there.
    func sendPendingDeletions() {
        cards.pendingDeletions { [cards, network, trace] pending in
            guard case .success(let identifiers) = pending else { return }
            for identifier in identifiers {
                trace.to("NetworkLoader", "delete(\(identifier)) deleted offline")
                network.delete(identifier: identifier) { deleted in
                    guard case .success = deleted else { return }
                    cards.markDeletedOnBackend(identifiers: [identifier]) { _ in }
                }
            }
        }
    }
}
