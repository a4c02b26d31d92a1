import MyCardsDisplayData
import MyCardsKit

@testable import MyCardsVIP

/// The data stores a router reads from and writes to, as plain values a test sets and reads: each router is
/// tested alone against them, its passDataTo… seen in what lands in the destination.
@MainActor
final class CardsDataStoreSpy: CardsDataStore {
    var selectedCard: Card?
    var cardToSelect: String?
}

@MainActor
final class CardDetailsDataStoreSpy: CardDetailsDataStore {
    var opening: EditCard.Opening?
    var card: Card?
    var photoSide: Card.Side?
    var pickedPhoto: Photo?
    var createdIdentifier: String?
    var cardsDataStore: (any CardsDataStore)?
}

@MainActor
final class CardPhotoDataStoreSpy: CardPhotoDataStore {
    var photo: Photo?
    var side = Card.Side.front
}

@MainActor
final class CropDataStoreSpy: CropDataStore {
    var image: RGBAImage?
    var photo: Photo?
}

@MainActor
final class PhotoCaptureDataStoreSpy: PhotoCaptureDataStore {
    var photo: Photo?
}

@MainActor
final class PhotoLibraryDataStoreSpy: PhotoLibraryDataStore {
    var chosenImage: RGBAImage?
}

extension EditCard.Opening {
    /// The card the scene is opened on, stored or new.
    var card: Card {
        switch self {
        case .stored(let card), .new(let card): card
        }
    }

    var isNew: Bool {
        if case .new = self { true } else { false }
    }
}

extension CardDetailsMode {
    /// The stage the interactor is in when the screen shows this mode.
    var stage: EditCard.Stage {
        switch self {
        case .normal: .viewing
        case .edit: .editing
        case .create: .creating
        }
    }
}
