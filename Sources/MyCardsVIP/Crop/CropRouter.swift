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
    /// Where the photo goes: the Card scene that asked, given by the router before this one.
    var photoReturn: PhotoReturn? { get set }
}

/// Hands the made photo to the Card scene that asked for it and goes back to it, past the picker.
@MainActor
final class CropRouter: CropRoutingLogic, CropDataPassing {
    weak var dataStore: (any CropDataStore)?
    var photoReturn: PhotoReturn?
    private let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    func routeToCardDetails() {
        guard let source = dataStore, let back = photoReturn, let screen = back.screen,
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
