import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

/// The library router alone: routeToCrop → passDataToCrop(source:destination:) → push.
@MainActor
@Suite("PhotoLibraryRouter", .mainSerialExecutor)
struct PhotoLibraryRouterSpec {
    let environment = VIPEnvironment()
    let source = PhotoLibraryDataStoreSpy()
    let image = Samples.image(width: 300, height: 200)
    let cardDetails: CardDetailsViewController

    init() {
        cardDetails = CardDetailsViewController(context: environment.context)
        source.chosenImage = image
    }

    func router(makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)) -> PhotoLibraryRouter {
        let router = PhotoLibraryRouter(context: environment.context, makePhoto: makePhoto)
        router.dataStore = source
        router.photoReturn = PhotoReturn(screen: cardDetails, dataStore: cardDetails.router?.dataStore)
        return router
    }

    func pushedCrop() throws -> CropViewController {
        try #require(environment.shell.lastPushed as? CropViewController)
    }

    @Test("Given a chosen picture, passes it to Crop")
    func passesImage() {
        // Given
        var destination: any CropDataStore = CropDataStoreSpy()

        // When
        router().passDataToCrop(source: source, destination: &destination)

        // Then
        expect(destination.image).to(equal(image))
    }

    @Test("pushes Crop with the picture, and tells it which Card scene to hand the photo to")
    func pushesCrop() throws {
        // Given
        let router = router()

        // When
        router.routeToCrop()

        // Then
        let crop = try pushedCrop()
        expect(crop.router?.dataStore?.image).to(equal(image))
        expect(crop.router?.photoReturn?.screen === cardDetails).to(beTrue())
    }

    @Test("hands Crop the photo maker it was built with")
    func passesMaker() throws {
        // Given
        let router = router { _, _ throws(ImageError) in throw .encodingFailed(detail: "zlib") }
        router.routeToCrop()
        let crop = try pushedCrop()
        crop.screenWillAppear()

        // When
        _ = crop.handle(.key(.enter))

        // Then
        expect(environment.shell.lastStatus?.text).to(equal("Photo not made: the image could not be encoded"))
    }

    @Test("routes back by popping")
    func back() {
        // When
        router().routeBack()

        // Then
        expect(environment.shell.popCount).to(equal(1))
    }
}
