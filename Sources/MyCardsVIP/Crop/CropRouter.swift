import MyCardsKit
import MyCardsUI

@MainActor
package protocol CropRoutingLogic: AnyObject {
    func routeToCardDetails()
    func routeBack()
}

@MainActor
package protocol CropDataPassing: AnyObject {
    var dataStore: (any CropDataStore)? { get }
}

/// Hands the made photo to the Card scene that asked for it and goes back to it, past the picker.
@MainActor
final class CropRouter: CropRoutingLogic, CropDataPassing {
    weak var dataStore: (any CropDataStore)?
    private let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    func routeToCardDetails() {
        guard let source = dataStore, let back = source.photoReturn, let screen = back.screen,
            var destination = back.dataStore
        else { return }
        passDataToCardDetails(source: source, destination: &destination)
        context.shell.pop(to: screen)
    }

    func routeBack() {
        context.shell.pop()
    }

    func passDataToCardDetails(source: any CropDataStore, destination: inout any CardDetailsDataStore) {
        destination.pickedPhoto = source.photo
    }
}
