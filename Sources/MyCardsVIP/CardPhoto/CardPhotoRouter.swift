import MyCardsKit
import MyCardsUI

/// Goes back to the Card scene.
@MainActor
final class CardPhotoRouter {
    weak var dataStore: (any CardPhotoDataStore)?
    private let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    func routeBack() {
        context.tracer.trace("CardPhotoRouter", "CardDetailsViewController", "pop")
        context.shell.pop()
    }
}
