import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("CropInteractor")
struct CropInteractorSpec {
    static let image = Samples.image(width: 300, height: 200)

    static func make(
        makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)
    ) -> (CropInteractor, CropPresenterSpy) {
        let interactor = CropInteractor(makePhoto: makePhoto, tracer: TracerSpy())
        let presenter = CropPresenterSpy()
        interactor.presenter = presenter
        interactor.image = image
        return (interactor, presenter)
    }

    @Test("presents the picture with the outline centred on it")
    func centred() {
        let (interactor, presenter) = Self.make()

        interactor.showOutline(request: .init())

        expect(presenter.outlines.last?.outline).to(equal(CardOutline.centred(in: Self.image.size).rect))
        expect(presenter.outlines.last?.image).to(equal(Self.image))
    }

    @Test("moves and resizes the outline within the picture")
    func movesAndResizes() {
        let (interactor, presenter) = Self.make()

        interactor.moveOutline(request: .init(dx: 10, dy: -4))
        interactor.resizeOutline(request: .init(step: -20))

        let expected = CardOutline.centred(in: Self.image.size).moved(dx: 10, dy: -4, within: Self.image.size)
            .resized(by: -20, within: Self.image.size)
        expect(presenter.outlines.last?.outline).to(equal(expected.rect))
    }

    @Test("makes the photo from the outline where the user left it and keeps it for the router")
    func makesPhoto() throws {
        let (interactor, presenter) = Self.make()
        interactor.moveOutline(request: .init(dx: 10, dy: 0))

        interactor.makePhoto(request: .init())

        let outline = CardOutline.centred(in: Self.image.size).moved(dx: 10, dy: 0, within: Self.image.size)
        expect(interactor.photo).to(equal(try CardPhotoMaker.photo(from: Self.image, outline: outline)))
        expect(try? presenter.photos.last?.result.get()).to(equal(interactor.photo?.size))
    }

    @Test("presents a photo that could not be made, keeping none")
    func failure() {
        let (interactor, presenter) = Self.make { _, _ throws(ImageError) in throw .encodingFailed(detail: "x") }

        interactor.makePhoto(request: .init())

        expect(interactor.photo).to(beNil())
        expect(presenter.photos.count).to(equal(1))
    }
}

@MainActor
@Suite("CropPresenter")
struct CropPresenterSpec {
    final class DisplaySpy: CropDisplayLogic {
        var outlines: [CropPhoto.ShowOutline.ViewModel] = []
        var photos: [CropPhoto.MakePhoto.ViewModel] = []
        func displayOutline(viewModel: CropPhoto.ShowOutline.ViewModel) { outlines.append(viewModel) }
        func displayPhoto(viewModel: CropPhoto.MakePhoto.ViewModel) { photos.append(viewModel) }
    }

    @Test("words a photo that could not be made; a made one carries no error")
    func words() {
        let presenter = CropPresenter()
        let display = DisplaySpy()
        presenter.viewController = display

        presenter.presentPhoto(response: .init(result: .failure(.encodingFailed(detail: "x"))))
        presenter.presentPhoto(response: .init(result: .success(PixelSize(width: 1, height: 1))))

        expect(display.photos.first?.error?.text).to(beginWith("Photo not made"))
        expect(display.photos.last?.error).to(beNil())
    }
}
