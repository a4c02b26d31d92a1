import MyCardsDisplayData
import MyCardsKit
import OpenCombine

/// One side of a card, as large as the screen allows; closing it is the only thing to do.
@MainActor
final class CardPhotoViewModel {
    enum Route {
        case close
    }

    let photo: CardPhotoDisplayData
    let route = PassthroughSubject<Route, Never>()

    init(photo: Photo?, side: Card.Side) {
        self.photo = CardPhotoDisplayData(photo: photo, caption: side.caption)
    }

    func close() {
        route.send(.close)
    }
}
