import MyCardsDisplayData
import MyCardsKit
import OpenCombine

/// The Cards screen's state and logic: reads the store, downloads, merges, sends what was changed offline,
/// and makes the view model of the card to open. It publishes display data, status lines and routes; it
/// knows nothing of the terminal.
@MainActor
final class CardsViewModel: CardsViewModelType, CardsViewModelInputs, CardsViewModelOutputs {
    var inputs: any CardsViewModelInputs { self }
    var outputs: any CardsViewModelOutputs { self }

    var cards: AnyPublisher<CardsDisplayData, Never> { cardsSubject.eraseToAnyPublisher() }
    var selectedIdentifier: AnyPublisher<String, Never> { selectionSubject.eraseToAnyPublisher() }
    var status: AnyPublisher<StatusMessage, Never> { statusSubject.eraseToAnyPublisher() }
    var route: AnyPublisher<CardsRoute, Never> { routeSubject.eraseToAnyPublisher() }

    private let cardsSubject = CurrentValueSubject<CardsDisplayData, Never>(.loading)
    private let selectionSubject = PassthroughSubject<String, Never>()
    private let statusSubject = PassthroughSubject<StatusMessage, Never>()
    private let routeSubject = PassthroughSubject<CardsRoute, Never>()
    private let services: ViewModelServices
    private var stored: [Card] = []
    private var hasAppeared = false
    private var isDownloading = false
    /// Reads are numbered: an answer to an older read than the newest one asked is stale and ignored (a read
    /// asked before a download's write may be answered after it).
    private var readsAsked = 0
    private var selectionAfterReload: String?
    private var storeObservation: StoreObservation?
    /// Its subscription to the new card's form it made last, for the card created there.
    private var creation: AnyCancellable?

    init(services: ViewModelServices) {
        self.services = services
        storeObservation = services.cards.changes.observe { [weak self] in self?.storeChanged() }
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
        creation = details.outputs.created.bind { [weak self] identifier in self?.selectionAfterReload = identifier }
        showDetails(details)
    }

    // MARK: Store

    private func readStore() {
        readsAsked += 1
        services.cards.get(.cardsInDisplayOrder) { [weak self, read = readsAsked] result in
            self?.show(result, answering: read)
        }
    }

    private func show(_ result: Result<[Card], PersistenceError>, answering read: Int) {
        guard read == readsAsked else { return }
        switch result {
        case .success(let cards):
            stored = cards
            cardsSubject.value = CardsDisplayData(tiles: cards.map(CardTile.init(card:)))
            if let identifier = selectionAfterReload, cards.contains(where: { $0.identifier == identifier }) {
                selectionSubject.send(identifier)
                selectionAfterReload = nil
            }
        case .failure(let error):
            statusSubject.send(.error(Messages.storeReadFailed(error)))
        }
    }

    private func storeChanged() {
        readStore()
    }

    // MARK: Backend

    /// One download at a time: asking again while one runs changes nothing.
    private func download() {
        guard !isDownloading else { return }
        isDownloading = true
        statusSubject.send(.info(Messages.downloading, busy: true))
        services.network.download { [weak self] result in self?.downloaded(result) }
    }

    private func downloaded(_ result: Result<ParsedCards, NetworkError>) {
        isDownloading = false
        guard case .success(let parsed) = result else {
            if case .failure(let error) = result {
                statusSubject.send(.error(Messages.offline(error)))
            }
            return
        }
        if parsed.cards.isEmpty { return finishDownload(parsed) }
        services.cards.mergeDownloaded(parsed.cards) { [weak self] merged in
            switch merged {
            case .success(let merge): self?.finishDownload(parsed, deletedHere: merge.deletedHere)
            case .failure(let error): self?.statusSubject.send(.error(Messages.storeFailed(error)))
            }
        }
    }

    private func finishDownload(_ parsed: ParsedCards, deletedHere: Int = 0) {
        let text = downloadSummary(parsed, deletedHere: deletedHere)
        statusSubject.send(StatusMessage(text: text, isError: !parsed.skipped.isEmpty))
        uploadPending()
        deletePending()
    }

    /// The backend answers again: what was saved while it did not goes up now, so the next download does
    /// not overwrite it.
    private func uploadPending() {
        services.cards.pendingUploads { [weak self] result in
            guard let self, case .success(let pending) = result, !pending.isEmpty else { return }
            services.network.upload(pending) { [weak self] result in self?.uploadedPending(pending, result) }
        }
    }

    private func uploadedPending(_ pending: [Card], _ result: Result<Void, NetworkError>) {
        switch result {
        case .success:
            services.cards.markUploaded(pending) { _ in }
            statusSubject.send(.info(Messages.uploadedPending(pending.count)))
        case .failure(let error):
            statusSubject.send(.error((error == .disabled ? Messages.savedOffline : Messages.uploadFailed(error))))
        }
    }

    /// And what was deleted offline is deleted there, so the next download does not bring it back.
    private func deletePending() {
        services.cards.pendingDeletions { [weak self] result in
            guard let self, case .success(let identifiers) = result else { return }
            for identifier in identifiers { deleteOnBackend(identifier) }
        }
    }

    private func deleteOnBackend(_ identifier: String) {
        services.network.delete(identifier: identifier) { [weak self] result in
            switch result {
            case .success:
                self?.services.cards.markDeletedOnBackend(identifiers: [identifier]) { _ in }
            case .failure:
                break
            }
        }
    }

    // MARK: Children

    private func showDetails(_ details: CardDetailsViewModel) {
        routeSubject.send(.details(details))
    }

    /// How many came (or were skipped), and how many stay off the list because they were deleted here.
    private func downloadSummary(_ parsed: ParsedCards, deletedHere: Int) -> String {
        Messages.downloadSummary(
            downloaded: parsed.cards.count, skipped: parsed.skipped.count, deletedHere: deletedHere)
    }
}
