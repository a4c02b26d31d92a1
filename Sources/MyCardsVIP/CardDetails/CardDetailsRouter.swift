import MyCardsKit
import MyCardsUI

@MainActor
protocol CardDetailsRoutingLogic: AnyObject {
    func routeToCardPhoto()
    func routeToPhotoLibrary()
    func routeToCamera()
    func routeToCards()
}

@MainActor
protocol CardDetailsDataPassing: AnyObject {
    var dataStore: (any CardDetailsDataStore)? { get }
}

/// Builds the photo scenes (they come back to `viewController` with a photo), and goes back to Cards,
/// passing it the card created here.
@MainActor
final class CardDetailsRouter: CardDetailsRoutingLogic, CardDetailsDataPassing {
    weak var viewController: CardDetailsViewController?
    weak var dataStore: (any CardDetailsDataStore)?
    /// The Cards scene's data store, set by the Cards router, to pass the created card back.
    weak var cardsDataStore: (any CardsDataStore)?
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

    func routeToPhotoLibrary() {
        let destination = PhotoLibraryViewController(context: context)
        destination.router?.cardDetails = viewController
        navigate(to: destination)
    }

    func routeToCamera() {
        let destination = PhotoCaptureViewController(context: context)
        destination.router?.cardDetails = viewController
        navigate(to: destination)
    }

    func routeToCards() {
        if let source = dataStore, var destination = cardsDataStore {
            passDataToCards(source: source, destination: &destination)
        }
        context.tracer.trace("CardDetailsRouter", "CardsViewController", "pop")
        context.shell.pop()
    }

    func passDataToCardPhoto(source: any CardDetailsDataStore, destination: inout any CardPhotoDataStore) {
        let side = source.photoSide ?? .front
        destination.photo = source.card[side]
        destination.side = side
    }

    func passDataToCards(source: any CardDetailsDataStore, destination: inout any CardsDataStore) {
        if let created = source.createdIdentifier { destination.cardToSelect = created }
    }

    private func navigate(to destination: any Screen) {
        context.tracer.trace("CardDetailsRouter", String(describing: type(of: destination)), "push")
        context.shell.push(destination)
    }
}
