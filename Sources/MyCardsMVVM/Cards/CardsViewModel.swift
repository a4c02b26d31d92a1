import MyCardsDisplayData
import MyCardsKit
import OpenCombine

/// The Cards screen's state and logic: reads the store, downloads, merges, sends what was changed offline,
/// and makes the view model of the card to open. It publishes display data, status lines and routes; it
/// knows nothing of the terminal.
@MainActor
final class CardsViewModel {
    enum Route {
        case details(CardDetailsViewModel)
    }

    @Published private(set) var cards = CardsDisplayData.loading
    /// The card the grid should select: the one just created, once the store lists it.
    @Published private(set) var selectedIdentifier: String?
    /// Also relays the lines of the card screens it opened, which outlive them ("Uploaded" after a save).
    let status = PassthroughSubject<StatusMessage, Never>()
    /// The status lines of the card it opened, which outlive that card's screen (an upload's answer).
    let cardStatus = PassthroughSubject<StatusMessage, Never>()
    let route = PassthroughSubject<Route, Never>()

    private let services: ViewModelServices
    private let trace: TraceLog
    private var stored: [Card] = []
    private var hasAppeared = false
    private var isDownloading = false
    /// Reads are numbered: an answer to an older read than the newest one asked is stale and ignored (a read
    /// asked before a download's write may be answered after it).
    private var readsAsked = 0
    private var selectionAfterReload: String?
    private var storeObservation: StoreObservation?
    /// Its subscriptions to each card view model it opened, kept while that view model lives (an upload may answer
    /// after its screen closed) and dropped once it is gone: a set of them grew by one for every card opened.
    private var childOutputs: [(child: WeakReference<CardDetailsViewModel>, output: AnyCancellable)] = []

    init(services: ViewModelServices) {
        self.services = services
        trace = services.tracer.log(for: "CardsViewModel")
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
        keep(
            details.created.sink { [weak self] identifier in
                MainActor.assumeIsolated { self?.selectionAfterReload = identifier }
            }, for: details)
        showDetails(details)
    }

    // MARK: Store

    private func readStore() {
        readsAsked += 1
        trace.to("CardsWorker", "get(cardsInDisplayOrder)")
        services.cards.get(.cardsInDisplayOrder) { [weak self, read = readsAsked] result in
            self?.show(result, answering: read)
        }
    }

    private func show(_ result: Result<[Card], PersistenceError>, answering read: Int) {
        guard read == readsAsked else { return }
        switch result {
        case .success(let cards):
            trace.from("CardsWorker", "got \(cards.count) cards")
            stored = cards
            self.cards = CardsDisplayData(tiles: cards.map(CardTile.init(card:)))
            if let identifier = selectionAfterReload, cards.contains(where: { $0.identifier == identifier }) {
                selectedIdentifier = identifier
                selectionAfterReload = nil
            }
        case .failure(let error):
            trace.from("CardsWorker", "failed: \(error.message)")
            status.send(.error(Messages.storeReadFailed(error)))
        }
    }

    private func storeChanged() {
        trace.from("CardsWorker", "entitiesChanged")
        readStore()
    }

    // MARK: Backend

    /// One download at a time: asking again while one runs changes nothing.
    private func download() {
        guard !isDownloading else { return }
        isDownloading = true
        status.send(.info(Messages.downloading, busy: true))
        trace.to("NetworkLoader", "download(cards.json)")
        services.network.download { [weak self] result in self?.downloaded(result) }
    }

    private func downloaded(_ result: Result<ParsedCards, NetworkError>) {
        isDownloading = false
        guard case .success(let parsed) = result else {
            if case .failure(let error) = result {
                trace.from("NetworkLoader", "failed: \(error.message)")
                status.send(.error(Messages.offline(error)))
            }
            return
        }
        trace.from("NetworkLoader", "downloaded \(parsed.cards.count) cards, \(parsed.skipped.count) skipped")
        if parsed.cards.isEmpty { return finishDownload(parsed) }
        trace.to("CardsWorker", "mergeDownloaded(\(parsed.cards.count) cards)")
        services.cards.mergeDownloaded(parsed.cards) { [weak self] merged in
            switch merged {
            case .success(let merge): self?.finishDownload(parsed, deletedHere: merge.deletedHere)
            case .failure(let error): self?.status.send(.error(Messages.storeFailed(error)))
            }
        }
    }

    private func finishDownload(_ parsed: ParsedCards, deletedHere: Int = 0) {
        let text = downloadSummary(parsed, deletedHere: deletedHere)
        status.send(StatusMessage(text: text, isError: !parsed.skipped.isEmpty))
        uploadPending()
        deletePending()
    }

    /// The backend answers again: what was saved while it did not goes up now, so the next download does
    /// not overwrite it.
    private func uploadPending() {
        services.cards.pendingUploads { [weak self] result in
            guard let self, case .success(let pending) = result, !pending.isEmpty else { return }
            trace.to("NetworkLoader", "upload(\(pending.count) cards saved offline)")
            services.network.upload(pending) { [weak self] result in self?.uploadedPending(pending, result) }
        }
    }

    private func uploadedPending(_ pending: [Card], _ result: Result<Void, NetworkError>) {
        switch result {
        case .success:
            trace.from("NetworkLoader", "uploaded \(pending.count) cards")
            services.cards.markUploaded(identifiers: pending.map(\.identifier)) { _ in }
            status.send(.info(Messages.uploadedPending(pending.count)))
        case .failure(let error):
            trace.from("NetworkLoader", "upload failed: \(error.message)")
            status.send(.error((error == .disabled ? Messages.savedOffline : Messages.uploadFailed(error))))
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
        trace.to("NetworkLoader", "delete(\(identifier)) deleted offline")
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
        keep(
            details.status.sink { [weak self] message in MainActor.assumeIsolated { self?.cardStatus.send(message) } },
            for: details)
        trace.to("CardDetailsViewModel", "make(\(details.mode))")
        route.send(.details(details))
    }

    private func keep(_ output: AnyCancellable, for child: CardDetailsViewModel) {
        childOutputs.removeAll { $0.child.value == nil }
        childOutputs.append((WeakReference(child), output))
    }

    /// How many subscriptions to card view models it holds (for the spec that opens a thousand cards).
    var childOutputCount: Int { childOutputs.count }

    /// How many came (or were skipped), and how many stay off the list because they were deleted here.
    private func downloadSummary(_ parsed: ParsedCards, deletedHere: Int) -> String {
        let summary = parsed.skippedSummary ?? Messages.downloaded(parsed.cards.count)
        return deletedHere > 0 ? Messages.deletedHere(summary, count: deletedHere) : summary
    }
}

/// A reference that does not keep its object alive.
struct WeakReference<Object: AnyObject> {
    weak var value: Object?

    init(_ value: Object) {
        self.value = value
    }
}
