import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// The photo presenter alone, against a view mock and a router mock.
@MainActor
@Suite("CardPhotoPresenter", .mainSerialExecutor)
struct CardPhotoPresenterSpec {
    let view = CardPhotoViewMock()
    let router = CloseRouterMock()

    func make(photo: Photo?, side: Card.Side = .front) -> CardPhotoPresenter {
        let presenter = CardPhotoPresenter(photo: photo, side: side, router: router)
        presenter.view = view
        return presenter
    }

    @Test("shows the photo captioned with its side when the view appears", arguments: [Card.Side.front, .back])
    func shows(side: Card.Side) {
        let photo = Samples.photo()
        let presenter = make(photo: photo, side: side)

        presenter.viewWillAppear()

        expect(view.shown).to(equal([CardPhotoDisplayData(photo: photo, caption: side.caption)]))
    }

    @Test("shows no photo when the side has none")
    func noPhoto() {
        let presenter = make(photo: nil, side: .back)

        presenter.viewWillAppear()

        expect(view.shown).to(equal([CardPhotoDisplayData(photo: nil, caption: "Back")]))
    }

    @Test("asks the router to close")
    func closes() {
        let presenter = make(photo: nil)

        presenter.didTapClose()

        expect(router.closeCount).to(equal(1))
    }
}
