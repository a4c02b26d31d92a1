import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsMVVM

@MainActor
@Suite("CardPhotoViewModel", .mainSerialExecutor)
struct CardPhotoViewModelSpec {
    @Test("holds the photo captioned with its side", arguments: [Card.Side.front, .back])
    func holdsPhoto(side: Card.Side) async {
        let photo = Samples.photo()

        let viewModel = CardPhotoViewModel(photo: photo, side: side)

        expect(viewModel.shownPhoto).to(equal(CardPhotoDisplayData(photo: photo, caption: side.caption)))
    }

    @Test("holds no photo for a side without one")
    func holdsNothing() async {
        let viewModel = CardPhotoViewModel(photo: nil, side: .back)

        expect(viewModel.shownPhoto.photo).to(beNil())
    }

    @Test("close routes to close")
    func closes() async {
        let viewModel = CardPhotoViewModel(photo: nil, side: .front)
        let routes = Recorded(viewModel.route)

        viewModel.close()
        await settle()

        expect(routes.values.count).to(equal(1))
    }
}
