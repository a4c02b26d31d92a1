import MyCardsUI

/// Clean Swift's configurator for the Cards scene: its roles made and wired once, the way every arrow of the VIP
/// cycle points (view controller → interactor → presenter → view controller, router → data store). With
/// `--trace` each arrow is a traced proxy; without, `install` hands back the role itself.
@MainActor
enum CardsConfigurator {
    static func configure(_ viewController: CardsViewController, context: SceneContext) {
        let tracer = context.tracer
        let worker = CardsSyncWorker(cards: context.cards, network: context.network)
        let interactor = CardsInteractor(
            worker: TracedCardsSyncWorking.install(worker, for: CardsInteractor.self, tracer))
        let presenter = CardsPresenter()
        let router = CardsRouter(context: context)
        viewController.interactor = TracedCardsBusinessLogic.install(interactor, for: CardsViewController.self, tracer)
        viewController.router = TracedCardsRoutingLogicAndCardsDataPassing.install(
            router, for: CardsViewController.self, tracer)
        interactor.presenter = TracedCardsPresentationLogic.install(presenter, for: CardsInteractor.self, tracer)
        presenter.viewController = TracedCardsDisplayLogic.install(
            viewController, for: CardsPresenter.self, tracer, weakly: true)
        router.viewController = viewController
        router.dataStore = TracedCardsDataStore.install(interactor, for: CardsRouter.self, tracer, weakly: true)
    }
}
