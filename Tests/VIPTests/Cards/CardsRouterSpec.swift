import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

/// The Cards router alone: routeToCardDetails → passDataToCardDetails(source:destination:) → navigate.
@MainActor
@Suite("CardsRouter", .mainSerialExecutor)
struct CardsRouterSpec {
    let environment = VIPEnvironment()
    let source = CardsDataStoreSpy()
    let router: CardsRouter
    let viewController: CardsViewController

    init() {
        viewController = CardsViewController(context: environment.context)
        router = CardsRouter(context: environment.context)
        router.viewController = viewController
        router.dataStore = source
    }

    func pushed() throws -> CardDetailsViewController {
        try #require(environment.shell.lastPushed as? CardDetailsViewController)
    }

    @MainActor
    @Suite("passing data to the Card scene")
    struct PassingData {
        let spec = CardsRouterSpec()

        @Test("Given a selected card, opens the Card scene on it, stored")
        func storedCard() {
            // Given
            let card = Samples.card("A", "Alpha")
            spec.source.selectedCard = card
            var destination: any CardDetailsDataStore = CardDetailsDataStoreSpy()
            // When
            spec.router.passDataToCardDetails(source: spec.source, destination: &destination)
            // Then
            expect(destination.opening?.card).to(equal(card))
            expect(destination.opening?.isNew).to(beFalse())
        }

        @Test("Given a selected card, opens on it a data store that was opened on a new card")
        func replacesNewCard() {
            // Given
            spec.source.selectedCard = Samples.card("A", "Alpha")
            let reused = CardDetailsDataStoreSpy()
            reused.opening = .new(Samples.card("N", ""))
            var destination: any CardDetailsDataStore = reused
            // When
            spec.router.passDataToCardDetails(source: spec.source, destination: &destination)
            // Then
            expect(destination.opening?.isNew).to(beFalse())
        }

        @Test("Given no selected card, opens the Card scene on a new, empty card with a new UUID")
        func newCard() {
            // Given
            var destination: any CardDetailsDataStore = CardDetailsDataStoreSpy()

            // When
            spec.router.passDataToCardDetails(source: spec.source, destination: &destination)

            // Then
            expect(destination.opening?.card.name).to(beEmpty())
            expect(destination.opening.map { UUID(uuidString: $0.card.identifier) } ?? nil).toNot(beNil())
            expect(destination.opening?.isNew).to(beTrue())
        }
    }

    @MainActor
    @Suite("when routing to the Card scene")
    struct RoutingToCardDetails {
        let spec = CardsRouterSpec()

        @Test("pushes the Card scene with the card passed into its data store")
        func pushes() throws {
            // Given
            spec.source.selectedCard = Samples.card("A", "Alpha")

            // When
            spec.router.routeToCardDetails()

            // Then
            let store = try #require(try spec.pushed().router?.dataStore)
            expect(store.opening?.card.identifier).to(equal("A"))
            expect(store.opening?.isNew).to(beFalse())
        }

        @Test("hands the Card scene's router this scene's data store, for the card it creates")
        func passesBackChannel() throws {
            // When
            spec.router.routeToCardDetails()

            // Then
            expect(try spec.pushed().router?.dataStore?.cardsDataStore === spec.source).to(beTrue())
        }

        @Test("goes nowhere once its scene is gone")
        func noScene() {
            // Given
            let router = CardsRouter(context: spec.environment.context)
            router.dataStore = spec.source

            // When
            router.routeToCardDetails()

            // Then
            expect(spec.environment.shell.pushed).to(beEmpty())
        }
    }

    @Test("routes to the exit by quitting the app")
    func exits() {
        // When
        router.routeToExit()

        // Then
        expect(environment.shell.quitCount).to(equal(1))
    }
}
