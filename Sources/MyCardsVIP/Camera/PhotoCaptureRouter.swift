import MyCardsKit
import MyCardsUI

@MainActor
package protocol PhotoCaptureRoutingLogic: AnyObject {
    func routeToCardDetails()
    func routeBack()
}

@MainActor
package protocol PhotoCaptureDataPassing: AnyObject {
    var dataStore: (any PhotoCaptureDataStore)? { get }
    /// Where the photo goes: the Card scene that asked, given by the router before this one.
    var photoReturn: PhotoReturn? { get set }
}

/// Hands the photo taken to the Card scene that asked for it and goes back to it.
@MainActor
final class PhotoCaptureRouter: PhotoCaptureRoutingLogic, PhotoCaptureDataPassing {
    weak var dataStore: (any PhotoCaptureDataStore)?
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

    func passDataToCardDetails(source: any PhotoCaptureDataStore, destination: inout any CardDetailsDataStore) {
        destination.pickedPhoto = source.photo
    }
}
