import MyCardsDisplayData
import MyCardsKit
import OpenCombine

/// One side of a card, as large as the screen allows; closing it is the only thing to do.
@MainActor
final class CardPhotoViewModel: CardPhotoViewModelType, CardPhotoViewModelInputs, CardPhotoViewModelOutputs {
    var inputs: any CardPhotoViewModelInputs { self }
    var outputs: any CardPhotoViewModelOutputs { self }

    let photo: AnyPublisher<CardPhotoDisplayData, Never>
    var route: AnyPublisher<CardPhotoRoute, Never> { routeSubject.eraseToAnyPublisher() }

    private let routeSubject = PassthroughSubject<CardPhotoRoute, Never>()

    init(photo: Photo?, side: Card.Side) {
        self.photo = Just(CardPhotoDisplayData(photo: photo, caption: side.caption)).eraseToAnyPublisher()
    }

    func close() {
        routeSubject.send(.close)
    }
}
