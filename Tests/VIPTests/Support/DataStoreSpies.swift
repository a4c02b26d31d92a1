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
    var card = Card.new()
    var mode = CardDetailsMode.normal
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
    var photoReturn: PhotoReturn?
}

@MainActor
final class PhotoCaptureDataStoreSpy: PhotoCaptureDataStore {
    var photo: Photo?
    var photoReturn: PhotoReturn?
}

@MainActor
final class PhotoLibraryDataStoreSpy: PhotoLibraryDataStore {
    var chosenImage: RGBAImage?
    var photoReturn: PhotoReturn?
}
