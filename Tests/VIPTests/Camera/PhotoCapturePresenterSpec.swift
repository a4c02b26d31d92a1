import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("PhotoCapturePresenter", .mainSerialExecutor)
struct PhotoCapturePresenterSpec {
    let presenter = PhotoCapturePresenter()
    let display = PhotoCaptureDisplaySpy()

    init() {
        presenter.viewController = display
    }

    @Test("Given a frame, displays it with its outline")
    func frame() {
        // Given
        let frame = Samples.image(width: 320, height: 240)
        let outline = CardOutline.centred(in: frame.size).rect

        // When
        presenter.presentCamera(response: .frame(frame, outline: outline))

        // Then
        expect(display.cameras.map(\.camera)).to(equal([CameraDisplayData(frame: frame, outline: outline)]))
    }

    @Test("Given a camera that cannot start, displays why instead of a frame")
    func unavailable() {
        // When
        presenter.presentCamera(response: .unavailable(.feedMissing(path: "/feed")))

        // Then
        expect(display.cameras.map(\.camera)).to(
            equal([CameraDisplayData(unavailableText: "Camera unavailable: the camera feed folder is missing")]))
    }

    @Test("words a photo not made as an error line")
    func failure() {
        // When
        presenter.presentCapture(response: .init(result: .failure(.encodingFailed(detail: "zlib"))))

        // Then
        expect(display.captures.first?.error).to(
            equal(StatusMessage(text: "Photo not made: the image could not be encoded", isError: true)))
    }

    @Test("a photo taken carries no error, so the scene routes on")
    func success() {
        // When
        presenter.presentCapture(response: .init(result: .success(PixelSize(width: 256, height: 161))))

        // Then
        expect(display.captures).to(haveCount(1))
        expect(display.captures.first?.error).to(beNil())
    }
}
