import MyCardsDisplayData
import MyCardsKit

/// The Cards screen's decisions: show the store at once and download beside it, merge what came, send what was
/// saved or deleted offline, read again when the store changes, open or make a card, quit. Pure: every call to the
/// store or the backend is an effect it returns (`CardsEffects.swift`).
enum CardsReducer {
    static func reduce(into state: inout CardsState, action: CardsAction) -> Effect<CardsAction> {
        switch action {
        case .appeared:
            // The first appearance shows the store and downloads beside it; later ones show the store again.
            guard !state.hasAppeared else { return .readCards }
            state.hasAppeared = true
            return .merge(.observeStore, .readCards, download(&state))
        case .refreshTapped:
            return .merge(.readCards, download(&state))
        case .storeChanged:
            return .readCards
        case .cardsRead(let result):
            show(result, in: &state)
            return .none
        case .downloaded(.success(let parsed)):
            state.isDownloading = false
            return parsed.cards.isEmpty ? finishDownload(parsed, in: &state) : .mergeDownloaded(parsed)
        case .downloaded(.failure(let error)):
            state.isDownloading = false
            state.status.show(Messages.offline(error), isError: true)
            return .none
        case .merged(let parsed, .success(let merge)):
            return finishDownload(parsed, deletedHere: merge.deletedHere, in: &state)
        case .merged(_, .failure(let error)):
            state.status.show(Messages.storeFailed(error), isError: true)
            return .none
        case .pendingUploadsRead(.success(let pending)) where !pending.isEmpty:
            return .upload(pending)
        case .pendingUploadsRead:
            return .none
        case .pendingUploaded(let pending, nil):
            state.status.show(Messages.uploadedPending(pending.count))
            return .markUploaded(pending)
        case .pendingUploaded(_, let error?):
            state.status.show(error == .disabled ? Messages.savedOffline : Messages.uploadFailed(error), isError: true)
            return .none
        case .pendingDeletionsRead(.success(let identifiers)):
            return .merge(identifiers.map(Effect<CardsAction>.deleteOnBackend))
        case .pendingDeletionsRead(.failure):
            return .none
        case .pendingDeleted(let identifier, nil):
            return .markDeletedOnBackend(identifier)
        case .pendingDeleted(_, _?):
            return .none
        case .openTapped(let identifier):
            guard let card = state.cards?.first(where: { $0.identifier == identifier }) else { return .none }
            return .send(.delegate(.open(card)))
        case .newTapped:
            return .newCard
        case .quitTapped:
            return .send(.delegate(.quit))
        case .delegate:
            return .none
        }
    }

    /// One download at a time: `r` while one runs changes nothing.
    private static func download(_ state: inout CardsState) -> Effect<CardsAction> {
        guard !state.isDownloading else { return .none }
        state.isDownloading = true
        state.status.show(Messages.downloading, busy: true)
        return .download
    }

    private static func show(_ result: Result<[Card], PersistenceError>, in state: inout CardsState) {
        switch result {
        case .success(let cards):
            state.cards = cards
            if let identifier = state.selectionAfterReload, cards.contains(where: { $0.identifier == identifier }) {
                state.selection = identifier
                state.selectionAfterReload = nil
            }
        case .failure(let error):
            state.status.show(Messages.storeReadFailed(error), isError: true)
        }
    }

    /// How many came (or were skipped) and how many stay off the list because they were deleted here; then the
    /// backend answers again, so what was saved or deleted while it did not is sent.
    private static func finishDownload(
        _ parsed: ParsedCards, deletedHere: Int = 0, in state: inout CardsState
    ) -> Effect<CardsAction> {
        state.status.show(
            Messages.downloadSummary(
                downloaded: parsed.cards.count, skipped: parsed.skipped.count, deletedHere: deletedHere),
            isError: !parsed.skipped.isEmpty)
        return .merge(.pendingUploads, .pendingDeletions)
    }
}
