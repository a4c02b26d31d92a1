import MyCardsKit
import MyCardsUI

/// The Cards wireframe: builds the Card module through its builder, with the card the Cards interactor holds (or a
/// new one), and pushes it.
@MainActor
final class CardsRouter: CardsRouterInput {
    private let dependencies: ModuleDependencies
    private let cards: any CardsLookup

    init(dependencies: ModuleDependencies, cards: any CardsLookup) {
        self.dependencies = dependencies
        self.cards = cards
    }

    func openCardDetails(identifier: String?, output: any CardDetailsModuleOutput) {
        let card: Card
        if let identifier {
            guard let stored = cards.card(identifier: identifier) else { return }
            card = stored
        } else {
            card = .new()
        }
        let module = CardDetailsBuilder.build(
            card: card, mode: identifier == nil ? .create : .normal, output: output, dependencies: dependencies)
        dependencies.shell.push(module)
    }

    func quit() {
        dependencies.shell.quit()
    }
}
