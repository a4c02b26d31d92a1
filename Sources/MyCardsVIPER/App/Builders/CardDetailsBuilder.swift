import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// Assembles the Card module for a card in a mode; `output` hears of a card created and of late status lines.
/// Each arrow goes through `interpose` (see `CardsBuilder`).
@MainActor
enum CardDetailsBuilder {
    static func build(
        card: Card, mode: CardDetailsMode, output: (any CardDetailsModuleOutput)?, dependencies: ModuleDependencies
    ) -> CardDetailsViewController {
        let view = CardDetailsViewController(dependencies: dependencies)
        let interactor = CardDetailsInteractor(
            card: card, state: mode == .create ? .creating : mode == .edit ? .editing : .viewing,
            cards: dependencies.cards, network: dependencies.network, barcodeScanner: dependencies.barcodeScanner)
        let router = CardDetailsRouter(dependencies: dependencies)
        let presenter = CardDetailsPresenter(
            interactor: dependencies.interpose(
                interactor as any CardDetailsInteractorInput, for: CardDetailsPresenter.self),
            router: dependencies.interpose(router as any CardDetailsRouterInput, for: CardDetailsPresenter.self))
        view.output = dependencies.interpose(presenter as any CardDetailsViewOutput, for: view)
        presenter.view = dependencies.interpose(view as any CardDetailsViewInput, for: presenter)
        presenter.moduleOutput = output.map {
            dependencies.interpose($0 as any CardDetailsModuleOutput, for: presenter)
        }
        interactor.output = dependencies.interpose(presenter as any CardDetailsInteractorOutput, for: interactor)
        router.view = view
        return view
    }
}
