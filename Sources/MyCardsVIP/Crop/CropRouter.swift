import MyCardsKit
import MyCardsUI

/// Hands the made photo to the Card scene that asked for it and goes back to it, past the picker.
@MainActor
final class CropRouter {
    weak var dataStore: (any CropDataStore)?
    weak var cardDetails: CardDetailsViewController?
    private let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    func routeToCardDetails() {
        guard let source = dataStore, let cardDetails, var destination = cardDetails.router?.dataStore else { return }
        passDataToCardDetails(source: source, destination: &destination)
        context.tracer.trace("CropRouter", "CardDetailsViewController", "pop(to:)")
        context.shell.pop(to: cardDetails)
    }

    func routeBack() {
        context.shell.pop()
    }

    func passDataToCardDetails(source: any CropDataStore, destination: inout any CardDetailsDataStore) {
        destination.pickedPhoto = source.photo
    }
}
