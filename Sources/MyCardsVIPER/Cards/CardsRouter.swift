import MyCardsKit
import MyCardsUI

/// The Cards wireframe: builds the Card module through its builder and pushes it.
@MainActor
final class CardsRouter: CardsRouterInput {
    private let dependencies: ModuleDependencies

    init(dependencies: ModuleDependencies) {
        self.dependencies = dependencies
    }

    func openCardDetails(for card: Card?, output: any CardDetailsModuleOutput) {
        let module = CardDetailsBuilder.build(
            card: card ?? .new(), mode: card == nil ? .create : .normal, output: output, dependencies: dependencies)
        dependencies.shell.push(module)
    }

    func quit() {
        dependencies.shell.quit()
    }
}
