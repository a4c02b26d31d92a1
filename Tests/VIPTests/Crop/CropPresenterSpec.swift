import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("CropPresenter", .mainSerialExecutor)
struct CropPresenterSpec {
    let presenter = CropPresenter()
    let display = CropDisplaySpy()

    init() {
        presenter.viewController = display
    }

    @Test("Given the picture and outline, displays them as they are")
    func outline() {
        // Given
        let image = Samples.image(width: 400, height: 300)
        let outline = CardOutline.centred(in: image.size).rect

        // When
        presenter.presentOutline(response: .init(image: image, outline: outline))

        // Then
        expect(display.outlines.map(\.crop)).to(equal([CropDisplayData(image: image, outline: outline)]))
    }

    @Test("words a photo that could not be made as an error line")
    func failure() {
        // When
        presenter.presentPhoto(response: .init(result: .failure(.encodingFailed(detail: "zlib"))))

        // Then
        expect(display.photos.first?.error).to(
            equal(StatusMessage(text: "Photo not made: the image could not be encoded", isError: true)))
    }

    @Test("a photo made carries no error, so the scene routes on")
    func success() {
        // When
        presenter.presentPhoto(response: .init(result: .success(PixelSize(width: 320, height: 202))))

        // Then
        expect(display.photos).to(haveCount(1))
        expect(display.photos.first?.error).to(beNil())
    }
}
