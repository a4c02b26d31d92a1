import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// The Crop interactor alone, against an output spy and the real card photo maker (or a failing one).
@MainActor
@Suite("CropInteractor", .mainSerialExecutor)
struct CropInteractorSpec {
    /// 2 % of 400 is 8 pixels across, 2 % of 300 is 6 down, 5 % of 400 is 20 of width.
    let image = Samples.image(width: 400, height: 300)
    let output = CropInteractorOutputSpy()
    let interactor: CropInteractor

    init(makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)) {
        interactor = CropInteractor(image: image, makePhoto: makePhoto)
        interactor.output = output
    }

    var centred: CardOutline { .centred(in: image.size) }

    @Test("starts with the outline centred on the picture")
    func centres() {
        expect(interactor.outline).to(equal(centred))
    }

    @Test("moves the outline within the picture", arguments: [(-8, 0), (8, 0), (0, -6), (0, 6)])
    func moves(dx: Int, dy: Int) {
        interactor.moveOutline(dx: dx, dy: dy)

        expect(interactor.outline).to(equal(centred.moved(dx: dx, dy: dy, within: image.size)))
    }

    @Test("resizes the outline within the picture", arguments: [20, -20])
    func resizes(step: Int) {
        interactor.resizeOutline(by: step)

        expect(interactor.outline).to(equal(centred.resized(by: step, within: image.size)))
    }

    @Test("makes the photo from the outline where the user left it")
    func makes() throws {
        interactor.moveOutline(dx: 0, dy: 6)

        interactor.makePhoto()

        let outline = centred.moved(dx: 0, dy: 6, within: image.size)
        expect(output.photos).to(equal([try CardPhotoMaker.photo(from: image, outline: outline)]))
    }

    @Test("reports a photo that could not be made")
    func fails() {
        let spec = CropInteractorSpec { _, _ throws(ImageError) in throw .encodingFailed(detail: "zlib") }

        spec.interactor.makePhoto()

        expect(spec.output.photos).to(beEmpty())
        expect(spec.output.errors).to(equal([.encodingFailed(detail: "zlib")]))
    }
}
