import MyCardsDisplayData
import MyCardsKit

@MainActor
package protocol CardsPresentationLogic: AnyObject {
    func presentFetchedCards(response: ListCards.FetchCards.Response)
    func presentSync(response: ListCards.SyncCards.Response)
    func presentOpenedCard(response: ListCards.OpenCard.Response)
}

/// Turns the Cards scene's responses into tiles and status lines.
@MainActor
final class CardsPresenter: CardsPresentationLogic {
    weak var viewController: (any CardsDisplayLogic)?

    init() {
    }

    func presentFetchedCards(response: ListCards.FetchCards.Response) {
        let viewModel: ListCards.FetchCards.ViewModel
        switch response.result {
        case .success(let cards):
            viewModel = .init(
                cards: CardsDisplayData(tiles: cards.map(CardTile.init(card:))),
                selectedIdentifier: response.cardToSelect, error: nil)
        case .failure(let error):
            viewModel = .init(
                cards: nil, selectedIdentifier: nil,
                error: StatusMessage(text: Messages.storeReadFailed(error), isError: true))
        }
        viewController?.displayFetchedCards(viewModel: viewModel)
    }

    func presentSync(response: ListCards.SyncCards.Response) {
        let status: StatusMessage
        switch response.step {
        case .downloading: status = StatusMessage(text: Messages.downloading, busy: true)
        case .downloaded(let parsed, let deletedHere):
            let text = downloadSummary(parsed, deletedHere: deletedHere)
            status = StatusMessage(text: text, isError: !parsed.skipped.isEmpty)
        case .offline(let error): status = StatusMessage(text: Messages.offline(error), isError: true)
        case .notStored(let error): status = StatusMessage(text: Messages.storeFailed(error), isError: true)
        case .uploadedPending(let count): status = StatusMessage(text: Messages.uploadedPending(count))
        case .pendingUploadFailed(let error):
            status = StatusMessage(
                text: (error == .disabled ? Messages.savedOffline : Messages.uploadFailed(error)), isError: true)
        }
        viewController?.displaySync(viewModel: ListCards.SyncCards.ViewModel(status: status))
    }

    func presentOpenedCard(response: ListCards.OpenCard.Response) {
        viewController?.displayOpenedCard(viewModel: ListCards.OpenCard.ViewModel())
    }

    /// How many came (or were skipped), and how many stay off the list because they were deleted here.
    private func downloadSummary(_ parsed: ParsedCards, deletedHere: Int) -> String {
        Messages.downloadSummary(
            downloaded: parsed.cards.count, skipped: parsed.skipped.count, deletedHere: deletedHere)
    }
}
