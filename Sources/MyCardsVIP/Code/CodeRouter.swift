import MyCardsKit
import MyCardsUI

@MainActor
package protocol CodeRoutingLogic: AnyObject {
    func routeBack()
}

@MainActor
package protocol CodeDataPassing: AnyObject {
    var dataStore: (any CodeDataStore)? { get }
}

/// Goes back to the Card scene.
@MainActor
final class CodeRouter: CodeRoutingLogic, CodeDataPassing {
    weak var dataStore: (any CodeDataStore)?
    private let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    func routeBack() {
        context.shell.pop()
    }
}
