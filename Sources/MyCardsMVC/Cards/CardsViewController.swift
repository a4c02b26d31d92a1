import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The Cards screen in MVC: the controller owns its view, reads the store, downloads from the backend,
/// writes what came into the store and pushes the details controller. It does all the work itself, in tasks it owns.
@MainActor
final class CardsViewController: ScreenHosting {
    let hostedView: CardsView
    private let dependencies: MVCDependencies
    private var cards: [Card] = []
    private var hasAppeared = false
    private var selectionAfterReload: String?
    /// The controller's work in flight, one task per purpose (internal, so a spec can await what it started). A newer
    /// read replaces the one before it, cancelled, so an older answer never overwrites a newer one.
    private(set) var reading: Task<Void, Never>?
    /// The download and the merge of what came; nil when none runs.
    private(set) var downloading: Task<Void, Never>?
    /// What was saved or deleted while the backend did not answer, sent after a download.
    private(set) var sending: Task<Void, Never>?
    /// Reads the store again after each change, for as long as the controller lives.
    private var following: Task<Void, Never>?

    init(dependencies: MVCDependencies) {
        self.dependencies = dependencies
        hostedView = CardsView(theme: dependencies.theme, photoCache: dependencies.photoCache)
        hostedView.onOpen = { [weak self] identifier in self?.open(identifier) }
        hostedView.onNew = { [weak self] in self?.createCard() }
        hostedView.onRefresh = { [weak self] in self?.refresh() }
        hostedView.onQuit = { [weak self] in self?.quit() }
        following = follow(dependencies.cards.changes.values())
    }

    /// Cards is the root: it never leaves while the app runs, so its work ends with it. A send that runs on is left
    /// to finish: what it carries must reach the backend.
    isolated deinit {
        following?.cancel()
        reading?.cancel()
        downloading?.cancel()
    }

    /// The first appearance shows the store at once and downloads beside it; later ones show the store again.
    func screenWillAppear() {
        reloadFromStore()
        guard !hasAppeared else { return }
        hasAppeared = true
        download()
    }

    private func follow(_ changes: AsyncStream<Void>) -> Task<Void, Never> {
        Task { [weak self] in
            for await _ in changes { self?.reloadFromStore() }
        }
    }

    /// The list's first page, then all of it; a newer read cancels this one.
    private func reloadFromStore() {
        reading?.cancel()
        let answers = dependencies.cards.answers(to: .cardsInDisplayOrder)
        reading = Task { [weak self] in
            for await result in answers {
                guard !Task.isCancelled else { return }
                self?.show(result)
            }
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
        guard downloading == nil else { return }
        dependencies.shell.showStatus(Messages.downloading, busy: true, isError: false, about: self)
        downloading = Task { [weak self, network = dependencies.network] in
            let result: Result<ParsedCards, NetworkError>
            do throws(NetworkError) {
                result = .success(try await network.download())
            } catch {
                result = .failure(error)
            }
            await self?.downloaded(result)
        }
    }

    private func downloaded(_ result: Result<ParsedCards, NetworkError>) async {
        defer { downloading = nil }
        switch result {
        case .success(let parsed):
            guard !parsed.cards.isEmpty else { return finishDownload(parsed) }
            do throws(PersistenceError) {
                let merge = try await dependencies.cards.mergeDownloaded(parsed.cards)
                finishDownload(parsed, deletedHere: merge.deletedHere)
            } catch {
                dependencies.shell.showStatus(Messages.storeFailed(error), busy: false, isError: true, about: self)
            }
        case .failure(.cancelled):
            return
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
        sending = Task { [weak self] in
            await self?.uploadPending()
            await self?.deletePending()
        }
    }

    private func uploadPending() async {
        guard let pending = try? await dependencies.cards.pendingUploads(), !pending.isEmpty else { return }
        do throws(NetworkError) {
            try await dependencies.network.upload(pending)
            dependencies.shell.showStatus(
                Messages.uploadedPending(pending.count), busy: false, isError: false, about: self)
            try? await dependencies.cards.markUploaded(pending)
        } catch {
            dependencies.shell.showStatus(
                (error == .disabled ? Messages.savedOffline : Messages.uploadFailed(error)), busy: false, isError: true,
                about: self)
        }
    }

    /// A delete the backend refuses stays pending, for the next download to send again.
    private func deletePending() async {
        guard let identifiers = try? await dependencies.cards.pendingDeletions() else { return }
        for identifier in identifiers {
            guard (try? await dependencies.network.delete(identifier: identifier)) != nil else { continue }
            try? await dependencies.cards.markDeletedOnBackend(identifiers: [identifier])
        }
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
