import MyCardsDisplayData
import MyCardsKit

/// One side of a card full screen. The module has no use case of its own, so no interactor: the photo is
/// the entity the Card module's router carried in.
@MainActor
final class CardPhotoPresenter: CardPhotoViewOutput {
    weak var view: (any CardPhotoViewInput)?
    var router: any CardPhotoRouterInput
    private let photo: Photo?
    private let side: Card.Side

    init(photo: Photo?, side: Card.Side, router: any CardPhotoRouterInput) {
        self.photo = photo
        self.side = side
        self.router = router
    }

    func viewWillAppear() {
        view?.show(CardPhotoDisplayData(photo: photo, caption: side.caption))
    }

    func didTapClose() {
        router.close()
    }
}
