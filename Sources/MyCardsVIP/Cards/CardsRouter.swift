import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

@MainActor
package protocol CardsRoutingLogic: AnyObject {
    func routeToCardDetails()
    func routeToExit()
}

@MainActor
package protocol CardsDataPassing: AnyObject {
    var dataStore: (any CardsDataStore)? { get }
}

/// Builds the Card scene, passes it the card from this scene's data store, and pushes it.
@MainActor
final class CardsRouter: CardsRoutingLogic, CardsDataPassing {
    weak var viewController: CardsViewController?
    weak var dataStore: (any CardsDataStore)?
    private let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    func routeToCardDetails() {
        guard let viewController, let source = dataStore else { return }
        let destination = CardDetailsViewController(context: context)
        guard var destinationStore = destination.router?.dataStore else { return }
        passDataToCardDetails(source: source, destination: &destinationStore)
        navigateToCardDetails(source: viewController, destination: destination)
    }

    func routeToExit() {
        context.shell.quit()
    }

    func passDataToCardDetails(source: any CardsDataStore, destination: inout any CardDetailsDataStore) {
        destination.opening = source.selectedCard.map { .stored($0) } ?? .new(Card.new())
        destination.cardsDataStore = source
    }

    private func navigateToCardDetails(source: CardsViewController, destination: CardDetailsViewController) {
        context.shell.push(destination)
    }
}
