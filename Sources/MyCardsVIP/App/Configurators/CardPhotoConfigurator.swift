import MyCardsUI

/// Clean Swift's configurator for the photo scene (see `CardsConfigurator`).
@MainActor
enum CardPhotoConfigurator {
    static func configure(_ viewController: CardPhotoViewController, context: SceneContext) {
        let tracer = context.tracer
        let interactor = CardPhotoInteractor()
        let presenter = CardPhotoPresenter()
        let router = CardPhotoRouter(context: context)
        viewController.interactor = TracedCardPhotoBusinessLogic.install(
            interactor, for: CardPhotoViewController.self, tracer)
        viewController.router = TracedCardPhotoRoutingLogicAndCardPhotoDataPassing.install(
            router, for: CardPhotoViewController.self, tracer)
        interactor.presenter = TracedCardPhotoPresentationLogic.install(
            presenter, for: CardPhotoInteractor.self, tracer)
        presenter.viewController = TracedCardPhotoDisplayLogic.install(
            viewController, for: CardPhotoPresenter.self, tracer, weakly: true)
        router.dataStore = TracedCardPhotoDataStore.install(
            interactor, for: CardPhotoRouter.self, tracer, weakly: true)
    }
}
