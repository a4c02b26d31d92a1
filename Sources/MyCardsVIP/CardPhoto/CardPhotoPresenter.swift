import MyCardsDisplayData
import MyCardsKit

@MainActor
package protocol CardPhotoPresentationLogic: AnyObject {
    func presentPhoto(response: ShowPhoto.Response)
}

/// Captions the photo with its side.
@MainActor
final class CardPhotoPresenter: CardPhotoPresentationLogic {
    weak var viewController: (any CardPhotoDisplayLogic)?

    func presentPhoto(response: ShowPhoto.Response) {
        let photo = CardPhotoDisplayData(photo: response.photo, caption: response.side.caption)
        viewController?.displayPhoto(viewModel: ShowPhoto.ViewModel(photo: photo))
    }
}
