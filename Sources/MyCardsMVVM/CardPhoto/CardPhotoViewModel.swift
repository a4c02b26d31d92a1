import MyCardsDisplayData
import MyCardsKit
import Observation

/// One side of a card, as large as the screen allows; closing it is the only thing to do.
@MainActor
@Observable
final class CardPhotoViewModel: CardPhotoViewModelType, CardPhotoViewModelInputs, CardPhotoViewModelOutputs {
    var inputs: any CardPhotoViewModelInputs { self }
    var outputs: any CardPhotoViewModelOutputs { self }

    let photo: CardPhotoDisplayData
    private(set) var route: Event<CardPhotoRoute>?

    init(photo: Photo?, side: Card.Side) {
        self.photo = CardPhotoDisplayData(photo: photo, caption: side.caption)
    }

    func close() {
        route = Event(.close)
    }
}
