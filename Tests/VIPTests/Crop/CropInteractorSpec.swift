import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("CropInteractor", .mainSerialExecutor)
struct CropInteractorSpec {
    static let image = Samples.image(width: 300, height: 200)

    static func make(
        makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)
    ) -> (CropInteractor, CropPresenterSpy) {
        let interactor = CropInteractor(makePhoto: makePhoto)
        let presenter = CropPresenterSpy()
        interactor.presenter = presenter
        interactor.image = image
        return (interactor, presenter)
    }

    @Test("presents the picture with the outline centred on it")
    func centred() {
        // Given
        let (interactor, presenter) = Self.make()

        // When
        interactor.showOutline(request: .init())

        // Then
        expect(presenter.outlines.last?.outline).to(equal(CardOutline.centred(in: Self.image.size).rect))
        expect(presenter.outlines.last?.image).to(equal(Self.image))
    }

    @Test("moves and resizes the outline within the picture")
    func movesAndResizes() {
        // Given
        let (interactor, presenter) = Self.make()

        // When
        interactor.moveOutline(request: .init(dx: 10, dy: -4))
        interactor.resizeOutline(request: .init(step: -20))

        // Then
        let expected = CardOutline.centred(in: Self.image.size).moved(dx: 10, dy: -4, within: Self.image.size)
            .resized(by: -20, within: Self.image.size)
        expect(presenter.outlines.last?.outline).to(equal(expected.rect))
    }

    @Test("makes the photo from the outline where the user left it and keeps it for the router")
    func makesPhoto() throws {
        // Given
        let (interactor, presenter) = Self.make()
        interactor.moveOutline(request: .init(dx: 10, dy: 0))

        // When
        interactor.makePhoto(request: .init())

        // Then
        let outline = CardOutline.centred(in: Self.image.size).moved(dx: 10, dy: 0, within: Self.image.size)
        expect(interactor.photo).to(equal(try CardPhotoMaker.photo(from: Self.image, outline: outline)))
        expect(try? presenter.photos.last?.result.get()).to(equal(interactor.photo?.size))
    }

    @Test("presents a photo that could not be made, keeping none")
    func failure() {
        // Given
        let (interactor, presenter) = Self.make { _, _ throws(ImageError) in throw .encodingFailed(detail: "x") }

        // When
        interactor.makePhoto(request: .init())

        // Then
        expect(interactor.photo).to(beNil())
        expect(presenter.photos.count).to(equal(1))
    }

    @Test("Given no picture passed in, makes nothing and presents nothing")
    func noPicture() {
        // Given
        let interactor = CropInteractor(makePhoto: CardPhotoMaker.photo(from:outline:))
        let presenter = CropPresenterSpy()
        interactor.presenter = presenter

        // When
        interactor.moveOutline(request: .init(dx: 8, dy: 0))
        interactor.makePhoto(request: .init())

        // Then
        expect(presenter.outlines).to(beEmpty())
        expect(presenter.photos).to(beEmpty())
        expect(interactor.photo).to(beNil())
    }
}
