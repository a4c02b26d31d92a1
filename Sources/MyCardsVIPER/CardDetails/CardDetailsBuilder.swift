import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// Assembles the Card module for a card in a mode; `output` hears of a card created and of late status lines.
@MainActor
enum CardDetailsBuilder {
    static func build(
        card: Card, mode: CardDetailsMode, output: (any CardDetailsModuleOutput)?, dependencies: ModuleDependencies
    ) -> CardDetailsViewController {
        let view = CardDetailsViewController(dependencies: dependencies)
        let interactor = CardDetailsInteractor(
            card: card, state: mode == .create ? .creating : mode == .edit ? .editing : .viewing,
            cards: dependencies.cards, network: dependencies.network,
            tracer: dependencies.tracer)
        let router = CardDetailsRouter(dependencies: dependencies)
        let presenter = CardDetailsPresenter(interactor: interactor, router: router, tracer: dependencies.tracer)
        view.output = presenter
        presenter.view = view
        presenter.moduleOutput = output
        interactor.output = presenter
        router.view = view
        return view
    }
}
