import MyCardsUI

/// Clean Swift's configurator for the photo scene (see `CardsConfigurator`).
@MainActor
enum CardPhotoConfigurator {
    static func configure(_ viewController: CardPhotoViewController, context: SceneContext) {
        let interactor = CardPhotoInteractor()
        let presenter = CardPhotoPresenter()
        let router = CardPhotoRouter(context: context)
        viewController.interactor = context.interpose(interactor as any CardPhotoBusinessLogic, for: viewController)
        viewController.router = context.interpose(
            router as any CardPhotoRoutingLogic & CardPhotoDataPassing, for: viewController)
        interactor.presenter = context.interpose(presenter as any CardPhotoPresentationLogic, for: interactor)
        presenter.viewController = context.interpose(viewController as any CardPhotoDisplayLogic, for: presenter)
        router.dataStore = context.interpose(interactor as any CardPhotoDataStore, for: router)
    }
}
