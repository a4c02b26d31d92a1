import MyCardsKit
import MyCardsUI

/// Assembles the Cards module: view → presenter (strong), presenter → view (weak), presenter → interactor and
/// router, interactor → presenter (weak). Builders are the composition root's part of VIPER: with `--trace`,
/// every arrow between the module's roles is a traced proxy; without, `install` hands back the role itself.
@MainActor
enum CardsBuilder {
    static func build(dependencies: ModuleDependencies) -> CardsViewController {
        let tracer = dependencies.tracer
        let view = CardsViewController(dependencies: dependencies)
        let interactor = CardsInteractor(cards: dependencies.cards, network: dependencies.network)
        let router = CardsRouter(dependencies: dependencies)
        let presenter = CardsPresenter(
            interactor: TracedCardsInteractorInput.install(interactor, for: CardsPresenter.self, tracer),
            router: TracedCardsRouterInput.install(router, for: CardsPresenter.self, tracer))
        view.output = TracedCardsViewOutput.install(presenter, for: CardsViewController.self, tracer)
        presenter.view = TracedCardsViewInput.install(view, for: CardsPresenter.self, tracer, weakly: true)
        interactor.output = TracedCardsInteractorOutput.install(
            presenter, for: CardsInteractor.self, tracer, weakly: true)
        return view
    }
}
