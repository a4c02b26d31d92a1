import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("CardPhotoPresenter", .mainSerialExecutor)
struct CardPhotoPresenterSpec {
    @Test("captions the photo with its side", arguments: [Card.Side.front, .back])
    func captions(side: Card.Side) {
        // Given
        let presenter = CardPhotoPresenter()
        let display = CardPhotoDisplaySpy()
        presenter.viewController = display
        let photo = Samples.photo()

        // When
        presenter.presentPhoto(response: ShowPhoto.Response(photo: photo, side: side))

        // Then
        expect(display.photos.map(\.photo)).to(equal([CardPhotoDisplayData(photo: photo, caption: side.caption)]))
    }
}
