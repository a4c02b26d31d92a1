import MyCardsKit
import MyCardsUI

/// Assembles the Cards module: view → presenter (strong), presenter → view (weak), presenter → interactor and
/// router, interactor → presenter (weak). Builders are the composition root's part of VIPER: each arrow goes through
/// `interpose`, which hands back the role itself unless the run puts something between the two (Docs/Tracing.md).
@MainActor
enum CardsBuilder {
    static func build(dependencies: ModuleDependencies) -> CardsViewController {
        let view = CardsViewController(dependencies: dependencies)
        let interactor = CardsInteractor(cards: dependencies.cards, network: dependencies.network)
        let router = CardsRouter(
            dependencies: dependencies,
            cards: dependencies.interpose(interactor as any CardsLookup, for: CardsRouter.self))
        let presenter = CardsPresenter(
            interactor: dependencies.interpose(interactor as any CardsInteractorInput, for: CardsPresenter.self),
            router: dependencies.interpose(router as any CardsRouterInput, for: CardsPresenter.self))
        view.output = dependencies.interpose(presenter as any CardsViewOutput, for: view)
        presenter.view = dependencies.interpose(view as any CardsViewInput, for: presenter)
        interactor.output = dependencies.interpose(presenter as any CardsInteractorOutput, for: interactor)
        return view
    }
}
