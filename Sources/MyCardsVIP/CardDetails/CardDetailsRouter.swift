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

    func routeToPhotoLibrary() {
        let destination = PhotoLibraryViewController(context: context)
        guard var destinationStore = destination.router?.dataStore else { return }
        passDataToPhotoLibrary(destination: &destinationStore)
        navigate(to: destination)
    }

    func routeToCamera() {
        let destination = PhotoCaptureViewController(context: context)
        guard var destinationStore = destination.router?.dataStore else { return }
        passDataToCamera(destination: &destinationStore)
        navigate(to: destination)
    }

    /// The photo scenes get where to bring their photo: this scene, as a screen and as a data store.
    func passDataToPhotoLibrary(destination: inout any PhotoLibraryDataStore) {
        destination.photoReturn = PhotoReturn(screen: viewController, dataStore: dataStore)
    }

    func passDataToCamera(destination: inout any PhotoCaptureDataStore) {
        destination.photoReturn = PhotoReturn(screen: viewController, dataStore: dataStore)
    }

    func routeToCards() {
        if let source = dataStore, var destination = source.cardsDataStore {
            passDataToCards(source: source, destination: &destination)
        }
        context.shell.pop()
    }

    func passDataToCardPhoto(source: any CardDetailsDataStore, destination: inout any CardPhotoDataStore) {
        let side = source.photoSide ?? .front
        destination.photo = source.card[side]
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
