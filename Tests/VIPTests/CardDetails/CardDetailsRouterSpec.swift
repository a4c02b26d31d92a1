import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

/// The Card router alone: to the photo scenes (passing the photo, or itself as the scene to come back to),
/// and back to Cards (passing the card created).
@MainActor
@Suite("CardDetailsRouter", .mainSerialExecutor)
struct CardDetailsRouterSpec {
    static let tesco = Samples.card("T", "Tesco")

    let environment = VIPEnvironment()
    let source = CardDetailsDataStoreSpy()
    let cards = CardsDataStoreSpy()
    let viewController: CardDetailsViewController
    let router: CardDetailsRouter

    init() {
        viewController = CardDetailsViewController(context: environment.context)
        router = CardDetailsRouter(context: environment.context)
        router.viewController = viewController
        router.dataStore = source
        source.cardsDataStore = cards
        source.card = Self.tesco
    }

    @MainActor
    @Suite("when routing to the card photo")
    struct ToCardPhoto {
        let spec = CardDetailsRouterSpec()

        @Test("Given the side chosen, passes that side's photo", arguments: [Card.Side.front, .back])
        func passesSide(side: Card.Side) {
            // Given
            spec.source.photoSide = side
            var destination: any CardPhotoDataStore = CardPhotoDataStoreSpy()

            // When
            spec.router.passDataToCardPhoto(source: spec.source, destination: &destination)

            // Then
            expect(destination.photo).to(equal(tesco[side]))
            expect(destination.side).to(equal(side))
        }

        @Test("Given no side chosen, passes the front")
        func defaultsToFront() {
            // Given
            var destination: any CardPhotoDataStore = CardPhotoDataStoreSpy()

            // When
            spec.router.passDataToCardPhoto(source: spec.source, destination: &destination)

            // Then
            expect(destination.side).to(equal(.front))
            expect(destination.photo).to(equal(tesco.front))
        }

        @Test("pushes the photo scene, which shows the photo passed")
        func pushes() throws {
            // Given
            spec.source.photoSide = .back

            // When
            spec.router.routeToCardPhoto()

            // Then
            let pushed = try #require(spec.environment.shell.lastPushed as? CardPhotoViewController)
            pushed.screenWillAppear()
            expect(pushed.hostedView.data).to(equal(CardPhotoDisplayData(photo: tesco.back, caption: "Back")))
        }
    }

    @MainActor
    @Suite("when routing to a photo source")
    struct ToPhotoSource {
        let spec = CardDetailsRouterSpec()

        @Test("pushes the library, telling its router which Card scene to come back to")
        func library() throws {
            // When
            spec.router.routeToPhotoLibrary()

            // Then
            let pushed = try #require(spec.environment.shell.lastPushed as? PhotoLibraryViewController)
            expect(pushed.router?.photoReturn?.screen === spec.viewController).to(beTrue())
        }

        @Test("pushes the camera, telling its router which Card scene to come back to")
        func camera() throws {
            // When
            spec.router.routeToCamera()

            // Then
            let pushed = try #require(spec.environment.shell.lastPushed as? PhotoCaptureViewController)
            expect(pushed.router?.photoReturn?.screen === spec.viewController).to(beTrue())
        }
    }

    @MainActor
    @Suite("when routing back to Cards")
    struct ToCards {
        let spec = CardDetailsRouterSpec()

        @Test("Given a card created here, passes it to Cards to select")
        func passesCreated() {
            // Given
            spec.source.createdIdentifier = "N"
            var destination: any CardsDataStore = spec.cards

            // When
            spec.router.passDataToCards(source: spec.source, destination: &destination)

            // Then
            expect(spec.cards.cardToSelect).to(equal("N"))
        }

        @Test("Given no card created here, leaves Cards' selection alone")
        func keepsSelection() {
            // Given
            spec.cards.cardToSelect = "old"
            var destination: any CardsDataStore = spec.cards

            // When
            spec.router.passDataToCards(source: spec.source, destination: &destination)

            // Then
            expect(spec.cards.cardToSelect).to(equal("old"))
        }

        @Test("passes the data and pops")
        func pops() {
            // Given
            spec.source.createdIdentifier = "N"

            // When
            spec.router.routeToCards()

            // Then
            expect(spec.cards.cardToSelect).to(equal("N"))
            expect(spec.environment.shell.popCount).to(equal(1))
        }
    }
}
