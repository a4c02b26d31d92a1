import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// The library router alone: Crop built through its builder, and going back.
@MainActor
@Suite("PhotoLibraryRouter", .mainSerialExecutor)
struct PhotoLibraryRouterSpec {
    let environment = ModuleEnvironment()
    let image = Samples.image(width: 300, height: 200)
    let output = PhotoOutputSpy()

    @Test("pushes Crop with the picture and the output it is given")
    func opensCrop() throws {
        let router = PhotoLibraryRouter(
            dependencies: environment.dependencies, makePhoto: CardPhotoMaker.photo(from:outline:))

        router.openCrop(image: image, output: output)

        let crop = try #require(environment.shell.lastPushed as? CropViewController)
        let presenter = try #require(crop.output as? CropPresenter)
        crop.screenWillAppear()
        expect(crop.hostedView.data.image).to(equal(image))
        expect(presenter.moduleOutput === output).to(beTrue())
    }

    @Test("hands Crop the photo maker it was built with")
    func passesMaker() throws {
        let router = PhotoLibraryRouter(dependencies: environment.dependencies) { _, _ throws(ImageError) in
            throw .encodingFailed(detail: "zlib")
        }
        router.openCrop(image: image, output: output)
        let crop = try #require(environment.shell.lastPushed as? CropViewController)

        crop.output?.didTapCrop()

        expect(environment.shell.lastStatus?.text).to(equal("Photo not made: the image could not be encoded"))
        expect(output.photos).to(beEmpty())
    }

    @Test("closes by popping")
    func closes() {
        let router = PhotoLibraryRouter(
            dependencies: environment.dependencies, makePhoto: CardPhotoMaker.photo(from:outline:))

        router.close()

        expect(environment.shell.popCount).to(equal(1))
    }
}
