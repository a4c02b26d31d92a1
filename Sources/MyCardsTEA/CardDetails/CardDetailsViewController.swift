import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The Card screen on the navigation stack: draws `CardDetailsState` (the stored card, or the draft in a form) with
/// the shared `CardDetailsView` and turns the view's events into actions.
@MainActor
final class CardDetailsViewController: ScreenHosting, DestinationHosting {
    let hostedView: CardDetailsView
    private let send: @MainActor (CardDetailsAction) -> Void

    init(theme: Theme, photoCache: PhotoCache, send: @escaping @MainActor (CardDetailsAction) -> Void) {
        self.send = send
        hostedView = CardDetailsView(theme: theme, photoCache: photoCache)
        hostedView.onEdit = { send(.editTapped) }
        hostedView.onShowPhoto = { send(.showPhotoTapped($0)) }
        hostedView.onBack = { send(.backTapped) }
        hostedView.onToggleFavourite = { send(.favouriteTapped) }
        hostedView.onShowCode = { send(.showCodeTapped) }
        hostedView.onNameChange = { send(.nameChanged($0)) }
        hostedView.onNumberChange = { send(.numberChanged($0)) }
        hostedView.onBarcodeChange = { send(.barcodeChanged($0)) }
        hostedView.onChoosePhoto = { send(.choosePhotoTapped($0)) }
        hostedView.onSave = { send(.saveTapped) }
        hostedView.onDelete = { send(.deleteTapped) }
        hostedView.onCancel = { send(.cancelTapped) }
    }

    func update(_ destination: Destination) {
        guard case .cardDetails(let state) = destination else { return }
        let data = CardDetailsDisplayData(card: state.mode.isEditing ? state.draft : state.card, mode: state.mode)
        if data != hostedView.data { hostedView.data = data }
    }

    func screenWillAppear() {
        send(.appeared)
    }
}
