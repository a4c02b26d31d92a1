import MyCardsDisplayData
import MyCardsKit

/// The card photo scene's one use case.
enum ShowPhoto {
    struct Request {}
    struct Response {
        let photo: Photo?
        let side: Card.Side
    }
    struct ViewModel {
        let photo: CardPhotoDisplayData
    }
}
