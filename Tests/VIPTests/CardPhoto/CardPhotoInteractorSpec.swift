import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("CardPhotoInteractor", .mainSerialExecutor)
struct CardPhotoInteractorSpec {
    @Test("Given the photo and side the router passed, presents them when asked")
    func presents() {
        // Given
        let interactor = CardPhotoInteractor()
        let presenter = CardPhotoPresenterSpy()
        interactor.presenter = presenter
        let photo = Samples.photo()
        interactor.photo = photo
        interactor.side = .back
        // When
        interactor.showPhoto(request: ShowPhoto.Request())
        // Then
        expect(presenter.presentPhotoCalled).to(beTrue())
        expect(presenter.photos.first?.photo).to(equal(photo))
        expect(presenter.photos.first?.side).to(equal(.back))
    }

    @Test("Given no photo for the side, presents none")
    func noPhoto() {
        // Given
        let interactor = CardPhotoInteractor()
        let presenter = CardPhotoPresenterSpy()
        interactor.presenter = presenter

        // When
        interactor.showPhoto(request: ShowPhoto.Request())

        // Then
        expect(presenter.photos.first?.photo).to(beNil())
        expect(presenter.photos.first?.side).to(equal(.front))
    }
}
