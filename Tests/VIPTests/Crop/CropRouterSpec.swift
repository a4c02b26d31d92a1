import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

/// The Crop router alone: routeToCardDetails → passDataToCardDetails(source:destination:) → pop(to:).
@MainActor
@Suite("CropRouter", .mainSerialExecutor)
struct CropRouterSpec {
    let environment = VIPEnvironment()
    let source = CropDataStoreSpy()
    let cardDetails: CardDetailsViewController
    let router: CropRouter

    init() {
        cardDetails = CardDetailsViewController(context: environment.context)
        router = CropRouter(context: environment.context)
        router.dataStore = source
        router.photoReturn = PhotoReturn(screen: cardDetails, dataStore: cardDetails.router?.dataStore)
        source.photo = Samples.photo()
    }

    @Test("Given a photo made, passes it to the Card scene as the photo picked")
    func passesPhoto() {
        // Given
        var destination: any CardDetailsDataStore = CardDetailsDataStoreSpy()

        // When
        router.passDataToCardDetails(source: source, destination: &destination)

        // Then
        expect(destination.pickedPhoto).to(equal(source.photo))
    }

    @Test("routes to the Card scene that asked, past the library, with the photo in its data store")
    func routes() {
        // When
        router.routeToCardDetails()

        // Then
        expect(cardDetails.router?.dataStore?.pickedPhoto).to(equal(source.photo))
        expect(environment.shell.poppedTo.count).to(equal(1))
        expect(environment.shell.poppedTo.first === cardDetails).to(beTrue())
    }

    @Test("goes nowhere when the Card scene is gone")
    func noCardDetails() {
        // Given
        router.photoReturn = nil

        // When
        router.routeToCardDetails()

        // Then
        expect(environment.shell.poppedTo).to(beEmpty())
    }

    @Test("routes back to the library by popping")
    func back() {
        // When
        router.routeBack()

        // Then
        expect(environment.shell.popCount).to(equal(1))
    }
}
