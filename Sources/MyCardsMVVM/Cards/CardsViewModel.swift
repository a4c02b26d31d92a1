import MyCardsDisplayData
import MyCardsKit
import Observation

/// The Cards screen's state and logic: reads the store, downloads, merges, sends what was changed offline,
/// and makes the view model of the card to open. Its observable properties are display data, status lines and
/// routes; it knows nothing of the terminal.
@MainActor
@Observable
final class CardsViewModel: CardsViewModelType, CardsViewModelInputs, CardsViewModelOutputs {
    var inputs: any CardsViewModelInputs { self }
    var outputs: any CardsViewModelOutputs { self }

    private(set) var cards = CardsDisplayData.loading
    private(set) var selectedIdentifier: Event<String>?
    private(set) var status: Event<StatusMessage>?
    private(set) var route: Event<CardsRoute>?

    @ObservationIgnored private let services: ViewModelServices
    @ObservationIgnored let tasks = ScreenTasks()
    @ObservationIgnored private var stored: [Card] = []
    @ObservationIgnored private var hasAppeared = false
    @ObservationIgnored private var isDownloading = false
    /// Reads are numbered: an answer to an older read than the newest one asked is stale and ignored (a read
    /// asked before a download's write may be answered after it).
    @ObservationIgnored private var readsAsked = 0
    @ObservationIgnored private var selectionAfterReload: String?
    /// Its observation of the new card's form it made last, for the card created there.
    @ObservationIgnored private var creation: Observing?

    init(services: ViewModelServices) {
        self.services = services
        tasks.follow { [weak self, changes = services.cards.changes] in
            for await _ in changes.values() { self?.readStore() }
        }
    }

    // MARK: Intents

    /// The first appearance shows the store and downloads beside it; later ones show the store again.
    func appear() {
        let isFirstAppearance = !hasAppeared
        hasAppeared = true
        readStore()
        if isFirstAppearance { download() }
    }

    /// `r`: the store first (another variant may have written it), then the backend.
    func refresh() {
        readStore()
        download()
    }

    func open(identifier: String) {
        guard let card = stored.first(where: { $0.identifier == identifier }) else { return }
        showDetails(CardDetailsViewModel(card: card, mode: .normal, services: services))
    }

    func createCard() {
        let details = CardDetailsViewModel(card: .new(), mode: .create, services: services)
        creation = Observing.observe(
            { [weak details] in details?.created },
            changed: { [weak self] created in
                if let created = created?.take() { self?.selectionAfterReload = created }
            })
        showDetails(details)
    }

    // MARK: Store

    /// The list's first page, then all of it (`answers(to:)` asks the store at once).
    private func readStore() {
        readsAsked += 1
        let answers = services.cards.answers(to: .cardsInDisplayOrder)
        tasks.run { [weak self, read = readsAsked] in
            for await answer in answers {
                switch answer {
                case .success(let cards): self?.show(cards, answering: read)
                case .failure(let error): self?.readFailed(error, answering: read)
                }
            }
        }
    }

    private func show(_ cards: [Card], answering read: Int) {
        guard read == readsAsked else { return }
        stored = cards
        self.cards = CardsDisplayData(tiles: cards.map(CardTile.init(card:)))
        if let identifier = selectionAfterReload, cards.contains(where: { $0.identifier == identifier }) {
            selectedIdentifier = Event(identifier)
            selectionAfterReload = nil
        }
    }

    private func readFailed(_ error: PersistenceError, answering read: Int) {
        guard read == readsAsked else { return }
        say(.error(Messages.storeReadFailed(error)))
    }

    // MARK: Backend

    /// One download at a time: asking again while one runs changes nothing. Leaving the screen (the view model going)
    /// cancels it; a cancelled download says nothing.
    private func download() {
        guard !isDownloading else { return }
        isDownloading = true
        say(.info(Messages.downloading, busy: true))
        tasks.run { [weak self, network = services.network] in
            do throws(NetworkError) {
                let parsed = try await network.download()
                await self?.downloaded(parsed)
            } catch {
                self?.isDownloading = false
                if error != .cancelled { self?.say(.error(Messages.offline(error))) }
            }
        }
    }

    private func downloaded(_ parsed: ParsedCards) async {
        isDownloading = false
        var deletedHere = 0
        if !parsed.cards.isEmpty {
            do throws(PersistenceError) {
                deletedHere = try await services.cards.mergeDownloaded(parsed.cards).deletedHere
            } catch {
                return say(.error(Messages.storeFailed(error)))
            }
        }
        let text = Messages.downloadSummary(
            downloaded: parsed.cards.count, skipped: parsed.skipped.count, deletedHere: deletedHere)
        say(StatusMessage(text: text, isError: !parsed.skipped.isEmpty))
        // What was changed offline is the user's work: it goes on to the backend whatever the screen does.
        tasks.outlive { [weak self] in await self?.uploadPending() }
        tasks.outlive { [weak self] in await self?.deletePending() }
    }

    /// The backend answers again: what was saved while it did not goes up now, so the next download does
    /// not overwrite it.
    private func uploadPending() async {
        let cards = services.cards
        guard let pending = try? await cards.pendingUploads(), !pending.isEmpty else { return }
        do throws(NetworkError) {
            try await services.network.upload(pending)
            say(.info(Messages.uploadedPending(pending.count)))
            try? await cards.markUploaded(pending)
        } catch {
            say(.error(error == .disabled ? Messages.savedOffline : Messages.uploadFailed(error)))
        }
    }

    /// And what was deleted offline is deleted there, so the next download does not bring it back.
    private func deletePending() async {
        let (cards, network) = (services.cards, services.network)
        guard let identifiers = try? await cards.pendingDeletions() else { return }
        for identifier in identifiers {
            tasks.outlive {
                guard (try? await network.delete(identifier: identifier)) != nil else { return }
                try? await cards.markDeletedOnBackend(identifiers: [identifier])
            }
        }
    }

    // MARK: Children

    private func showDetails(_ details: CardDetailsViewModel) {
        route = Event(.details(details))
    }

    private func say(_ message: StatusMessage) {
        status = Event(message)
    }
}
