import MyCardsKit
import MyCardsUI

/// Hands the photo taken to the Card scene that asked for it and goes back to it.
@MainActor
final class PhotoCaptureRouter {
    weak var dataStore: (any PhotoCaptureDataStore)?
    weak var cardDetails: CardDetailsViewController?
    private let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    func routeToCardDetails() {
        guard let source = dataStore, let cardDetails, var destination = cardDetails.router?.dataStore else { return }
        passDataToCardDetails(source: source, destination: &destination)
        context.tracer.trace("PhotoCaptureRouter", "CardDetailsViewController", "pop(to:)")
        context.shell.pop(to: cardDetails)
    }

    func routeBack() {
        context.shell.pop()
    }

    func passDataToCardDetails(source: any PhotoCaptureDataStore, destination: inout any CardDetailsDataStore) {
        destination.pickedPhoto = source.photo
    }
}
