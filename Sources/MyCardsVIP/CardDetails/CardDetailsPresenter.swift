import MyCardsDisplayData
import MyCardsKit

@MainActor
package protocol CardDetailsPresentationLogic: AnyObject {
    func presentCard(response: EditCard.ShowCard.Response)
    func presentReadNumber(response: EditCard.ReadNumber.Response)
    func presentPhotoChoice(response: EditCard.ChoosePhoto.Response)
    func presentSource(response: EditCard.PickSource.Response)
    func presentSave(response: EditCard.SaveCard.Response)
    func presentFavourite(response: EditCard.ToggleFavourite.Response)
    func presentDelete(response: EditCard.DeleteCard.Response)
    func presentCancel(response: EditCard.CancelEditing.Response)
}

/// Words the Card scene's outcomes: display data, status lines, questions, and whether to leave.
@MainActor
final class CardDetailsPresenter: CardDetailsPresentationLogic {
    weak var viewController: (any CardDetailsDisplayLogic)?
    /// For the lines that come once the view controller is gone (a save's upload, a delete on the backend): the
    /// request that answers late holds this presenter, and it puts them on the app's status line.
    var statusLine: (any StatusDisplayLogic)?

    init() {
    }

    func presentCard(response: EditCard.ShowCard.Response) {
        viewController?.displayCard(
            viewModel: EditCard.ShowCard.ViewModel(details: details(response.card, response.stage)))
    }

    func presentReadNumber(response: EditCard.ReadNumber.Response) {
        viewController?.displayReadNumber(
            viewModel: EditCard.ReadNumber.ViewModel(
                status: StatusMessage(text: Messages.readFromPhoto(response.found)),
                details: details(response.card, response.stage)))
    }

    func presentPhotoChoice(response: EditCard.ChoosePhoto.Response) {
        let sources = PhotoSource.allCases.map { (key: $0.key, label: $0.label, source: $0) }
        viewController?.displayPhotoChoice(
            viewModel: EditCard.ChoosePhoto.ViewModel(
                purpose: response.purpose, menuTitle: Messages.photoSourceTitle, sources: sources))
    }

    func presentSource(response: EditCard.PickSource.Response) {
        viewController?.displaySource(viewModel: EditCard.PickSource.ViewModel(source: response.source))
    }

    func presentSave(response: EditCard.SaveCard.Response) {
        let viewModel: EditCard.SaveCard.ViewModel
        switch response.outcome {
        case .invalid(let reason):
            viewModel = .init(
                status: StatusMessage(text: Messages.invalid(reason), isError: true), details: nil, leave: false)
        case .notStored(let error):
            viewModel = .init(
                status: StatusMessage(text: Messages.storeFailed(error), isError: true), details: nil, leave: false)
        case .askToOverwrite(let change):
            let question =
                change.source == .backend
                ? Messages.updatedFromBackendQuestion(differing: change.differing)
                : Messages.changedElsewhereQuestion(differing: change.differing)
            viewModel = .init(status: nil, details: nil, leave: false, question: question)
        case .askToSaveAgain:
            viewModel = .init(status: nil, details: nil, leave: false, question: Messages.saveAgainQuestion)
        case .notOverwritten(let source):
            viewModel = .init(
                status: StatusMessage(
                    text: source == .backend ? Messages.notSavedUpdatedFromBackend : Messages.notSavedChangedElsewhere,
                    isError: true),
                details: nil, leave: false)
        case .notSavedAgain:
            viewModel = .init(
                status: StatusMessage(text: Messages.notSavedAgain, isError: true), details: nil, leave: false)
        case .saved(let createdHere):
            viewModel = .init(
                status: StatusMessage(text: Messages.saved, busy: true),
                details: createdHere ? nil : details(response.card, .viewing), leave: createdHere)
        case .uploaded:
            viewModel = .init(status: StatusMessage(text: Messages.uploaded), details: nil, leave: false)
        case .uploadFailed(let error):
            viewModel = .init(
                status: unsent(error, offline: Messages.savedOffline, failed: Messages.uploadFailed), details: nil,
                leave: false)
        }
        guard let viewController else { return viewModel.status.map { statusLine?.displayStatus($0) } ?? () }
        viewController.displaySave(viewModel: viewModel)
    }

    func presentFavourite(response: EditCard.ToggleFavourite.Response) {
        let shown = details(response.card, response.stage)
        let viewModel: EditCard.ToggleFavourite.ViewModel =
            switch response.outcome {
            case .added: .init(status: StatusMessage(text: Messages.addedToFavourites), details: shown)
            case .removed: .init(status: StatusMessage(text: Messages.removedFromFavourites), details: shown)
            case .notStored(let error):
                .init(status: StatusMessage(text: Messages.storeFailed(error), isError: true), details: nil)
            }
        viewController?.displayFavourite(viewModel: viewModel)
    }

    func presentDelete(response: EditCard.DeleteCard.Response) {
        let viewModel: EditCard.DeleteCard.ViewModel
        switch response.outcome {
        case .askFirst(let name):
            viewModel = .init(question: Messages.deleteQuestion(name: name), status: nil, leave: false)
        case .notRemoved(let error):
            viewModel = .init(
                question: nil, status: StatusMessage(text: Messages.storeFailed(error), isError: true), leave: false)
        case .deleted:
            viewModel = .init(question: nil, status: StatusMessage(text: Messages.deleted, busy: true), leave: true)
        case .deletedOnBackend:
            viewModel = .init(question: nil, status: StatusMessage(text: Messages.deletedOnBackend), leave: false)
        case .backendDeleteFailed(let error):
            viewModel = .init(
                question: nil,
                status: unsent(error, offline: Messages.deletedOffline, failed: Messages.backendDeleteFailed),
                leave: false)
        }
        guard let viewController else { return viewModel.status.map { statusLine?.displayStatus($0) } ?? () }
        viewController.displayDelete(viewModel: viewModel)
    }

    func presentCancel(response: EditCard.CancelEditing.Response) {
        let viewModel: EditCard.CancelEditing.ViewModel
        switch response.outcome {
        case .askFirst: viewModel = .init(question: Messages.discardQuestion, details: nil, leave: false)
        case .backToCard(let card): viewModel = .init(question: nil, details: details(card, .viewing), leave: false)
        case .leave: viewModel = .init(question: nil, details: nil, leave: true)
        }
        viewController?.displayCancel(viewModel: viewModel)
    }

    /// A change the backend was not told of: with `--offline` not telling it is the user's choice, said as such
    /// (`offline`); otherwise the failure, with why.
    private func unsent(
        _ error: NetworkError, offline: String, failed: (NetworkError) -> String
    ) -> StatusMessage {
        StatusMessage(text: error == .disabled ? offline : failed(error), isError: true)
    }

    /// The stage as the screen's mode: the presenter's word for it.
    private func details(_ card: Card, _ stage: EditCard.Stage) -> CardDetailsDisplayData {
        let mode: CardDetailsMode =
            switch stage {
            case .viewing: .normal
            case .editing: .edit
            case .creating: .create
            }
        return CardDetailsDisplayData(card: card, mode: mode)
    }
}
