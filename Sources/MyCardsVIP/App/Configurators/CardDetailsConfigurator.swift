import MyCardsUI

/// Clean Swift's configurator for the Card scene (see `CardsConfigurator`). Its presenter also gets the app's
/// status line, for the answers that arrive after the scene has gone.
@MainActor
enum CardDetailsConfigurator {
    static func configure(_ viewController: CardDetailsViewController, context: SceneContext) {
        let tracer = context.tracer
        let worker = CardStoreWorker(cards: context.cards, network: context.network)
        let barcodeWorker = BarcodeWorker(scanner: context.barcodeScanner)
        let interactor = CardDetailsInteractor(
            worker: TracedCardStoreWorking.install(worker, for: CardDetailsInteractor.self, tracer),
            barcodeWorker: TracedBarcodeWorking.install(barcodeWorker, for: CardDetailsInteractor.self, tracer))
        let presenter = CardDetailsPresenter()
        let router = CardDetailsRouter(context: context)
        viewController.interactor = TracedCardDetailsBusinessLogic.install(
            interactor, for: CardDetailsViewController.self, tracer)
        viewController.router = TracedCardDetailsRoutingLogicAndCardDetailsDataPassing.install(
            router, for: CardDetailsViewController.self, tracer)
        interactor.presenter = TracedCardDetailsPresentationLogic.install(
            presenter, for: CardDetailsInteractor.self, tracer)
        presenter.viewController = TracedCardDetailsDisplayLogic.install(
            viewController, for: CardDetailsPresenter.self, tracer, weakly: true)
        presenter.statusLine = TracedStatusDisplayLogic.install(
            AppStatusLine(shell: context.shell), for: CardDetailsPresenter.self, tracer)
        router.viewController = viewController
        router.dataStore = TracedCardDetailsDataStore.install(
            interactor, for: CardDetailsRouter.self, tracer, weakly: true)
    }
}
