import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// Assembles the Card module for a card in a mode; `output` hears of a card created and of late status lines.
/// With `--trace`, every arrow between its roles is a traced proxy (see `CardsBuilder`).
@MainActor
enum CardDetailsBuilder {
    static func build(
        card: Card, mode: CardDetailsMode, output: (any CardDetailsModuleOutput)?, dependencies: ModuleDependencies
    ) -> CardDetailsViewController {
        let tracer = dependencies.tracer
        let view = CardDetailsViewController(dependencies: dependencies)
        let interactor = CardDetailsInteractor(
            card: card, state: mode == .create ? .creating : mode == .edit ? .editing : .viewing,
            cards: dependencies.cards, network: dependencies.network, barcodeScanner: dependencies.barcodeScanner)
        let router = CardDetailsRouter(dependencies: dependencies)
        let presenter = CardDetailsPresenter(
            interactor: TracedCardDetailsInteractorInput.install(interactor, for: CardDetailsPresenter.self, tracer),
            router: TracedCardDetailsRouterInput.install(router, for: CardDetailsPresenter.self, tracer))
        view.output = TracedCardDetailsViewOutput.install(presenter, for: CardDetailsViewController.self, tracer)
        presenter.view = TracedCardDetailsViewInput.install(view, for: CardDetailsPresenter.self, tracer, weakly: true)
        presenter.moduleOutput = output.map {
            TracedCardDetailsModuleOutput.install($0, for: CardDetailsPresenter.self, tracer, weakly: true)
        }
        interactor.output = TracedCardDetailsInteractorOutput.install(
            presenter, for: CardDetailsInteractor.self, tracer, weakly: true)
        router.view = view
        return view
    }
}
