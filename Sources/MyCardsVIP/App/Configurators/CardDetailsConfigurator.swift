import MyCardsUI

/// Clean Swift's configurator for the Card scene (see `CardsConfigurator`). Its presenter also gets the app's
/// status line, for the answers that arrive after the scene has gone.
@MainActor
enum CardDetailsConfigurator {
    static func configure(_ viewController: CardDetailsViewController, context: SceneContext) {
        let worker = CardStoreWorker(cards: context.cards, network: context.network)
        let barcodeWorker = BarcodeWorker(scanner: context.barcodeScanner)
        let interactor = CardDetailsInteractor(
            worker: context.interpose(worker as any CardStoreWorking, for: CardDetailsInteractor.self),
            barcodeWorker: context.interpose(barcodeWorker as any BarcodeWorking, for: CardDetailsInteractor.self))
        let presenter = CardDetailsPresenter()
        let router = CardDetailsRouter(context: context)
        viewController.interactor = context.interpose(interactor as any CardDetailsBusinessLogic, for: viewController)
        viewController.router = context.interpose(
            router as any CardDetailsRoutingLogic & CardDetailsDataPassing, for: viewController)
        interactor.presenter = context.interpose(presenter as any CardDetailsPresentationLogic, for: interactor)
        presenter.viewController = context.interpose(viewController as any CardDetailsDisplayLogic, for: presenter)
        presenter.statusLine = context.interpose(
            AppStatusLine(shell: context.shell) as any StatusDisplayLogic, for: presenter)
        router.viewController = viewController
        router.dataStore = context.interpose(interactor as any CardDetailsDataStore, for: router)
    }
}
