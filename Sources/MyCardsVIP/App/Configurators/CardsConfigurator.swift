import MyCardsUI

/// Clean Swift's configurator for the Cards scene: its roles made and wired once, the way every arrow of the VIP
/// cycle points (view controller → interactor → presenter → view controller, router → data store). Each arrow goes
/// through `interpose`, which hands back the role itself unless the run puts something between the two
/// (Docs/Tracing.md).
@MainActor
enum CardsConfigurator {
    static func configure(_ viewController: CardsViewController, context: SceneContext) {
        let worker = CardsSyncWorker(cards: context.cards, network: context.network)
        let interactor = CardsInteractor(
            worker: context.interpose(worker as any CardsSyncWorking, for: CardsInteractor.self))
        let presenter = CardsPresenter()
        let router = CardsRouter(context: context)
        viewController.interactor = context.interpose(interactor as any CardsBusinessLogic, for: viewController)
        viewController.router = context.interpose(
            router as any CardsRoutingLogic & CardsDataPassing, for: viewController)
        interactor.presenter = context.interpose(presenter as any CardsPresentationLogic, for: interactor)
        presenter.viewController = context.interpose(viewController as any CardsDisplayLogic, for: presenter)
        router.viewController = viewController
        router.dataStore = context.interpose(interactor as any CardsDataStore, for: router)
    }
}
