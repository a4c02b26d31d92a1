import MyCardsKit
import MyCardsUI

@MainActor
package protocol CardPhotoRoutingLogic: AnyObject {
    func routeBack()
}

@MainActor
package protocol CardPhotoDataPassing: AnyObject {
    var dataStore: (any CardPhotoDataStore)? { get }
}

/// Goes back to the Card scene.
@MainActor
final class CardPhotoRouter: CardPhotoRoutingLogic, CardPhotoDataPassing {
    weak var dataStore: (any CardPhotoDataStore)?
    private let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    func routeBack() {
        context.shell.pop()
    }
}
