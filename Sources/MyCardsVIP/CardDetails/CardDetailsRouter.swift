import MyCardsKit
import MyCardsUI

@MainActor
package protocol CardDetailsRoutingLogic: AnyObject {
    func routeToCardPhoto()
    func routeToCode()
    func routeToPhotoLibrary()
    func routeToCamera()
    func routeToCards()
}

@MainActor
package protocol CardDetailsDataPassing: AnyObject {
    var dataStore: (any CardDetailsDataStore)? { get }
}

/// Builds the photo scenes (they come back to `viewController` with a photo) and the code scene, and goes back to
/// Cards, passing it the card created here.
@MainActor
final class CardDetailsRouter: CardDetailsRoutingLogic, CardDetailsDataPassing {
    weak var viewController: CardDetailsViewController?
    weak var dataStore: (any CardDetailsDataStore)?
    private let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    func routeToCardPhoto() {
        guard let source = dataStore else { return }
        let destination = CardPhotoViewController(context: context)
        guard var destinationStore = destination.router?.dataStore else { return }
        passDataToCardPhoto(source: source, destination: &destinationStore)
        navigate(to: destination)
    }

    func routeToCode() {
        guard let source = dataStore else { return }
        let destination = CodeViewController(context: context)
        guard var destinationStore = destination.router?.dataStore else { return }
        passDataToCode(source: source, destination: &destinationStore)
        navigate(to: destination)
    }

    /// The photo scenes' routers get where to bring the photo back: this scene, as a screen to return to and a data
    /// store to put the photo in. Routing, so it goes router to router; their data stores hold data only.
    func routeToPhotoLibrary() {
        let destination = PhotoLibraryViewController(context: context)
        destination.router?.photoReturn = PhotoReturn(screen: viewController, dataStore: dataStore)
        navigate(to: destination)
    }

    func routeToCamera() {
        let destination = PhotoCaptureViewController(context: context)
        destination.router?.photoReturn = PhotoReturn(screen: viewController, dataStore: dataStore)
        navigate(to: destination)
    }

    func routeToCards() {
        if let source = dataStore, var destination = source.cardsDataStore {
            passDataToCards(source: source, destination: &destination)
        }
        context.shell.pop()
    }

    func passDataToCardPhoto(source: any CardDetailsDataStore, destination: inout any CardPhotoDataStore) {
        let side = source.photoSide ?? .front
        destination.photo = source.card?[side]
        destination.side = side
    }

    func passDataToCode(source: any CardDetailsDataStore, destination: inout any CodeDataStore) {
        destination.card = source.card
    }

    func passDataToCards(source: any CardDetailsDataStore, destination: inout any CardsDataStore) {
        if let created = source.createdIdentifier { destination.cardToSelect = created }
    }

    private func navigate(to destination: any Screen) {
        context.shell.push(destination)
    }
}
