import MyCardsDisplayData
import MyCardsKit

/// The card photo scene's one use case.
package enum ShowPhoto {
    package struct Request {}
    package struct Response {
        let photo: Photo?
        let side: Card.Side
    }
    package struct ViewModel {
        let photo: CardPhotoDisplayData
    }
}
