import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsMVVM

@MainActor
@Suite("CropViewModel", .mainSerialExecutor)
struct CropViewModelSpec {
    static let image = Samples.image(width: 300, height: 200)

    @Test("publishes the picture with the outline centred on it")
    func centresOutline() async {
        let viewModel = CropViewModel(image: Self.image)

        expect(viewModel.shownCrop).to(
            equal(CropDisplayData(image: Self.image, outline: CardOutline.centred(in: Self.image.size).rect)))
    }

    @Test("moves the outline by whole pixels within the picture")
    func moves() async {
        let viewModel = CropViewModel(image: Self.image)

        viewModel.move(dx: -5, dy: 3)
        await settle()

        expect(viewModel.shownCrop.outline).to(
            equal(CardOutline.centred(in: Self.image.size).moved(dx: -5, dy: 3, within: Self.image.size).rect))
    }

    @Test("resizes the outline by the step asked", arguments: [20, -20])
    func resizes(step: Int) async {
        let viewModel = CropViewModel(image: Self.image)

        viewModel.resize(by: step)
        await settle()

        expect(viewModel.shownCrop.outline).to(
            equal(CardOutline.centred(in: Self.image.size).resized(by: step, within: Self.image.size).rect))
    }

    @Test("hands out the picture cropped to the outline where the user left it")
    func makesPhoto() async throws {
        let viewModel = CropViewModel(image: Self.image)
        let made = Recorded(viewModel.made)
        viewModel.move(dx: 10, dy: 0)
        await settle()

        viewModel.makeCrop()
        await settle()

        let outline = CardOutline.centred(in: Self.image.size).moved(dx: 10, dy: 0, within: Self.image.size)
        await settle()
        expect(made.values).to(equal([try CardPhotoMaker.photo(from: Self.image, outline: outline)]))
    }

    @Test("says so when the photo cannot be made, handing out nothing")
    func reportsFailure() async {
        let viewModel = CropViewModel(image: Self.image) { _, _ throws(ImageError) in
            throw .encodingFailed(detail: "no memory")
        }
        let made = Recorded(viewModel.made)
        let status = Recorded(viewModel.status)

        viewModel.makeCrop()
        await settle()

        expect(made.values).to(beEmpty())
        expect(status.last?.isError).to(beTrue())
        expect(status.last?.text).to(beginWith("Photo not made"))
    }

    @Test("cancel routes to close")
    func cancels() async {
        let viewModel = CropViewModel(image: Self.image)
        let routes = Recorded(viewModel.route)

        viewModel.cancel()
        await settle()

        expect(routes.values.count).to(equal(1))
    }
}
