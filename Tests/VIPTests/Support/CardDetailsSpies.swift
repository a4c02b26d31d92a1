import MyCardsDisplayData
import MyCardsKit

@testable import MyCardsVIP

/// Records what the Card interactor hands its presenter.
@MainActor
final class CardDetailsPresenterSpy: CardDetailsPresentationLogic {
    private(set) var cards: [EditCard.ShowCard.Response] = []
    private(set) var readNumbers: [EditCard.ReadNumber.Response] = []
    private(set) var photoChoices: [EditCard.ChoosePhoto.Response] = []
    private(set) var sources: [EditCard.PickSource.Response] = []
    private(set) var saves: [EditCard.SaveCard.Outcome] = []
    private(set) var favourites: [EditCard.ToggleFavourite.Response] = []
    private(set) var deletes: [EditCard.DeleteCard.Outcome] = []
    private(set) var cancels: [EditCard.CancelEditing.Outcome] = []

    func presentCard(response: EditCard.ShowCard.Response) { cards.append(response) }
    func presentReadNumber(response: EditCard.ReadNumber.Response) { readNumbers.append(response) }
    func presentPhotoChoice(response: EditCard.ChoosePhoto.Response) { photoChoices.append(response) }
    func presentSource(response: EditCard.PickSource.Response) { sources.append(response) }
    func presentSave(response: EditCard.SaveCard.Response) { saves.append(response.outcome) }
    func presentFavourite(response: EditCard.ToggleFavourite.Response) { favourites.append(response) }
    func presentDelete(response: EditCard.DeleteCard.Response) { deletes.append(response.outcome) }
    func presentCancel(response: EditCard.CancelEditing.Response) { cancels.append(response.outcome) }
}

/// Records what the Card presenter hands its view controller.
@MainActor
final class CardDetailsDisplaySpy: CardDetailsDisplayLogic {
    private(set) var cards: [EditCard.ShowCard.ViewModel] = []
    private(set) var readNumbers: [EditCard.ReadNumber.ViewModel] = []
    private(set) var photoChoices: [EditCard.ChoosePhoto.ViewModel] = []
    private(set) var sources: [EditCard.PickSource.ViewModel] = []
    private(set) var saves: [EditCard.SaveCard.ViewModel] = []
    private(set) var favourites: [EditCard.ToggleFavourite.ViewModel] = []
    private(set) var deletes: [EditCard.DeleteCard.ViewModel] = []
    private(set) var cancels: [EditCard.CancelEditing.ViewModel] = []

    func displayCard(viewModel: EditCard.ShowCard.ViewModel) { cards.append(viewModel) }
    func displayReadNumber(viewModel: EditCard.ReadNumber.ViewModel) { readNumbers.append(viewModel) }
    func displayPhotoChoice(viewModel: EditCard.ChoosePhoto.ViewModel) { photoChoices.append(viewModel) }
    func displaySource(viewModel: EditCard.PickSource.ViewModel) { sources.append(viewModel) }
    func displaySave(viewModel: EditCard.SaveCard.ViewModel) { saves.append(viewModel) }
    func displayFavourite(viewModel: EditCard.ToggleFavourite.ViewModel) { favourites.append(viewModel) }
    func displayDelete(viewModel: EditCard.DeleteCard.ViewModel) { deletes.append(viewModel) }
    func displayCancel(viewModel: EditCard.CancelEditing.ViewModel) { cancels.append(viewModel) }
}

extension CardDetailsInteractor {
    /// Until the backend has answered every upload and delete this interactor sent, and the presenter has that answer.
    func backendAnswered() async {
        for request in backendRequests { await request.value }
    }
}
