import MyCardsUI

/// Clean Swift's configurator for the Code scene (see `CardsConfigurator`). Its interactor follows the card through
/// the Card scene's worker.
@MainActor
enum CodeConfigurator {
    static func configure(_ viewController: CodeViewController, context: SceneContext) {
        let worker = CardStoreWorker(cards: context.cards, network: context.network)
        let interactor = CodeInteractor(
            worker: context.interpose(worker as any CardStoreWorking, for: CodeInteractor.self))
        let presenter = CodePresenter()
        let router = CodeRouter(context: context)
        viewController.interactor = context.interpose(interactor as any CodeBusinessLogic, for: viewController)
        viewController.router = context.interpose(router as any CodeRoutingLogic & CodeDataPassing, for: viewController)
        interactor.presenter = context.interpose(presenter as any CodePresentationLogic, for: interactor)
        presenter.viewController = context.interpose(viewController as any CodeDisplayLogic, for: presenter)
        router.dataStore = context.interpose(interactor as any CodeDataStore, for: router)
    }
}
