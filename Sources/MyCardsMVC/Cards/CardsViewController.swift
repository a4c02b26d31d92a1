import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The Cards screen in MVC: the controller owns its view, reads the store, downloads from the backend,
/// writes what came into the store and pushes the details controller. It does all the work itself.
@MainActor
final class CardsViewController: ScreenHosting {
    let hostedView: CardsView
    private let dependencies: MVCDependencies
    private var cards: [Card] = []
    private var hasAppeared = false
    private var isDownloading = false
    private var selectionAfterReload: String?
    /// Reads are numbered: an answer to an older read than the newest one asked is stale and ignored.
    private var readsAsked = 0
    private var storeObservation: StoreObservation?

    init(dependencies: MVCDependencies) {
        self.dependencies = dependencies
        hostedView = CardsView(theme: dependencies.theme, photoCache: dependencies.photoCache)
        hostedView.onOpen = { [weak self] identifier in self?.open(identifier) }
        hostedView.onNew = { [weak self] in self?.createCard() }
        hostedView.onRefresh = { [weak self] in self?.refresh() }
        hostedView.onQuit = { [weak self] in self?.quit() }
        storeObservation = dependencies.cards.changes.observe { [weak self] in self?.storeChanged() }
    }

    /// The first appearance shows the store at once and downloads beside it; later ones show the store again.
    func screenWillAppear() {
        reloadFromStore()
        guard !hasAppeared else { return }
        hasAppeared = true
        download()
    }

    private func reloadFromStore() {
        readsAsked += 1
        let read = readsAsked
        dependencies.cards.get(.cardsInDisplayOrder) { [weak self] result in
            guard let self, read == readsAsked else { return }
            show(result)
        }
    }

    private func show(_ result: Result<[Card], PersistenceError>) {
        switch result {
        case .success(let cards):
            self.cards = cards
            hostedView.data = CardsDisplayData(tiles: cards.map(CardTile.init(card:)))
            if let identifier = selectionAfterReload, cards.contains(where: { $0.identifier == identifier }) {
                hostedView.selectedIdentifier = identifier
                selectionAfterReload = nil
            }
        case .failure(let error):
            dependencies.shell.showStatus(Messages.storeReadFailed(error), busy: false, isError: true, about: self)
        }
        dependencies.shell.setNeedsDisplay()
    }

    /// `r`: the store first (another variant may have written it), then the backend.
    private func refresh() {
        reloadFromStore()
        download()
    }

    /// One download at a time: pressing `r` again while one runs changes nothing.
    private func download() {
        guard !isDownloading else { return }
        isDownloading = true
        dependencies.shell.showStatus(Messages.downloading, busy: true, isError: false, about: self)
        dependencies.network.download { [weak self] result in
            self?.downloaded(result)
        }
    }

    private func downloaded(_ result: Result<ParsedCards, NetworkError>) {
        isDownloading = false
        switch result {
        case .success(let parsed):
            guard !parsed.cards.isEmpty else { return finishDownload(parsed) }
            dependencies.cards.mergeDownloaded(parsed.cards) { [weak self] result in
                switch result {
                case .success(let merge): self?.finishDownload(parsed, deletedHere: merge.deletedHere)
                case .failure(let error):
                    self?.dependencies.shell.showStatus(
                        Messages.storeFailed(error), busy: false, isError: true, about: self)
                }
            }
        case .failure(let error):
            dependencies.shell.showStatus(Messages.offline(error), busy: false, isError: true, about: self)
        }
    }

    private func finishDownload(_ parsed: ParsedCards, deletedHere: Int = 0) {
        dependencies.shell.showStatus(
            downloadSummary(parsed, deletedHere: deletedHere), busy: false, isError: !parsed.skipped.isEmpty,
            about: self)
        sendPendingChanges()
    }

    /// The backend answers again: send what was saved or deleted while it did not, so the next download
    /// neither overwrites a saved change nor brings a deleted card back.
    private func sendPendingChanges() {
        uploadPending()
        deletePending()
    }

    private func deletePending() {
        dependencies.cards.pendingDeletions { [weak self] result in
            guard let self, case .success(let identifiers) = result else { return }
            for identifier in identifiers {
                dependencies.network.delete(identifier: identifier) { [weak self] result in
                    switch result {
                    case .success:
                        self?.dependencies.cards.markDeletedOnBackend(identifiers: [identifier]) { _ in }
                    case .failure:
                        break
                    }
                }
            }
        }
    }

    private func uploadPending() {
        dependencies.cards.pendingUploads { [weak self] result in
            guard let self, case .success(let pending) = result, !pending.isEmpty else { return }
            dependencies.network.upload(pending) { [weak self] result in
                self?.uploadedPending(pending, result)
            }
        }
    }

    private func uploadedPending(_ pending: [Card], _ result: Result<Void, NetworkError>) {
        switch result {
        case .success:
            dependencies.cards.markUploaded(pending) { _ in }
            dependencies.shell.showStatus(
                Messages.uploadedPending(pending.count), busy: false, isError: false, about: self)
        case .failure(let error):
            dependencies.shell.showStatus(
                (error == .disabled ? Messages.savedOffline : Messages.uploadFailed(error)), busy: false, isError: true,
                about: self)
        }
    }

    private func storeChanged() {
        reloadFromStore()
    }

    private func open(_ identifier: String) {
        guard let card = cards.first(where: { $0.identifier == identifier }) else { return }
        push(CardDetailsViewController(card: card, mode: .normal, dependencies: dependencies))
    }

    private func createCard() {
        let details = CardDetailsViewController(card: .new(), mode: .create, dependencies: dependencies) {
            [weak self] identifier in
            self?.selectionAfterReload = identifier
        }
        push(details)
    }

    private func push(_ details: CardDetailsViewController) {
        dependencies.shell.push(details)
    }

    private func quit() {
        dependencies.shell.quit()
    }

    /// How many came (or were skipped), and how many stay off the list because they were deleted here.
    private func downloadSummary(_ parsed: ParsedCards, deletedHere: Int) -> String {
        Messages.downloadSummary(
            downloaded: parsed.cards.count, skipped: parsed.skipped.count, deletedHere: deletedHere)
    }
}
