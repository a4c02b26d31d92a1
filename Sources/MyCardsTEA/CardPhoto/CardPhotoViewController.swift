import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The card photo screen on the navigation stack: one side of a card, as large as the terminal allows.
@MainActor
final class CardPhotoViewController: ScreenHosting, DestinationHosting {
    let hostedView: CardPhotoView

    init(theme: Theme, photoCache: PhotoCache, send: @escaping @MainActor (CardPhotoAction) -> Void) {
        hostedView = CardPhotoView(theme: theme, photoCache: photoCache)
        hostedView.onClose = { send(.closeTapped) }
    }

    func update(_ destination: Destination) {
        guard case .cardPhoto(let state) = destination else { return }
        let data = CardPhotoDisplayData(photo: state.photo, caption: state.side.caption)
        if data != hostedView.data { hostedView.data = data }
    }
}
