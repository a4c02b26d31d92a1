import MyCardsKit

/// The Cards use cases: reads the store (a newer read cancels an older one, whose answer is then dropped), downloads
/// one at a time, merges, then sends what was saved or deleted offline. The presenter gets the cards as `CardItem`s;
/// the entities stay here, for the router to open one (`CardsLookup`).
///
/// The interactor owns its tasks and reports through its output, as VIPER's interactor always has. The Cards
/// screen is the root, so it leaves only with the app: the read, the download and the store observation end when
/// the module is released. What it sends to the backend is not cancelled with it.
@MainActor
final class CardsInteractor: CardsInteractorInput, CardsLookup {
    weak var output: (any CardsInteractorOutput)?
    private let cards: any PersistenceWorking<Card>
    private let network: any CardsNetworking
    private var stored: [Card] = []
    private var reading: Task<Void, Never>?
    private var syncing: Task<Void, Never>?
    private var observing: Task<Void, Never>?

    init(cards: any PersistenceWorking<Card>, network: any CardsNetworking) {
        self.cards = cards
        self.network = network
        observing = Task { [weak self, changes = cards.changes.values()] in
            for await _ in changes { self?.output?.storeDidChange() }
        }
    }

    deinit {
        reading?.cancel()
        syncing?.cancel()
        observing?.cancel()
    }

    func card(identifier: String) -> Card? {
        stored.first { $0.identifier == identifier }
    }

    func fetchCards() {
        reading?.cancel()
        // The launch read answers the first page, then the whole list.
        reading = Task { [weak self, answers = cards.answers(to: .cardsInDisplayOrder)] in
            for await answer in answers {
                guard let self, !Task.isCancelled else { return }
                switch answer {
                case .success(let cards):
                    stored = cards
                    output?.didFetch(cards.map(CardItem.init))
                case .failure(let error):
                    output?.didFailToFetch(error)
                }
            }
        }
    }

    func syncWithBackend() {
        guard syncing == nil else { return }
        output?.didStartSync()
        syncing = Task { [weak self, network] in
            let downloaded: Result<ParsedCards, NetworkError>
            do throws(NetworkError) { downloaded = .success(try await network.download()) } catch {
                downloaded = .failure(error)
            }
            // Cancelled with the module: nobody is left to tell.
            if case .failure(.cancelled) = downloaded { return }
            guard let self else { return }
            syncing = nil
            switch downloaded {
            case .success(let parsed): await merge(parsed)
            case .failure(let error): output?.didFailToSync(error)
            }
        }
    }

    private func merge(_ parsed: ParsedCards) async {
        var deletedHere = 0
        if !parsed.cards.isEmpty {
            do throws(PersistenceError) {
                deletedHere = try await cards.mergeDownloaded(parsed.cards).deletedHere
            } catch {
                return output?.didFailToStore(error) ?? ()
            }
        }
        output?.didSync(downloaded: parsed.cards.count, skipped: parsed.skipped.count, deletedHere: deletedHere)
        sendPending()
    }

    /// Uploads and deletes made offline go out side by side, each on a task of its own: they must reach the backend
    /// whatever the screen does meanwhile.
    private func sendPending() {
        Task { [weak self, cards, network] in
            guard let pending = try? await cards.pendingUploads(), !pending.isEmpty else { return }
            do throws(NetworkError) { try await network.upload(pending) } catch {
                return self?.output?.didFailToUploadPending(error) ?? ()
            }
            self?.output?.didUploadPending(count: pending.count)
            try? await cards.markUploaded(pending)
        }
        Task { [cards, network] in
            guard let identifiers = try? await cards.pendingDeletions() else { return }
            await withTaskGroup(of: Void.self) { group in
                for identifier in identifiers {
                    group.addTask {
                        guard (try? await network.delete(identifier: identifier)) != nil else { return }
                        try? await cards.markDeletedOnBackend(identifiers: [identifier])
                    }
                }
            }
        }
    }
}
