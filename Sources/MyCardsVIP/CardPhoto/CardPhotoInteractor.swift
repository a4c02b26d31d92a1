import MyCardsKit

@MainActor
package protocol CardPhotoBusinessLogic: AnyObject {
    func showPhoto(request: ShowPhoto.Request)
}

@MainActor
package protocol CardPhotoDataStore: AnyObject {
    var photo: Photo? { get set }
    var side: Card.Side { get set }
}

/// Holds the photo the Card scene's router passed in and hands it to the presenter.
@MainActor
final class CardPhotoInteractor: CardPhotoBusinessLogic, CardPhotoDataStore {
    var presenter: (any CardPhotoPresentationLogic)?
    var photo: Photo?
    var side = Card.Side.front

    func showPhoto(request: ShowPhoto.Request) {
        presenter?.presentPhoto(response: ShowPhoto.Response(photo: photo, side: side))
    }
}
