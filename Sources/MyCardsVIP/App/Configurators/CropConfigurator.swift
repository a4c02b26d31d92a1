import MyCardsKit
import MyCardsUI

/// Clean Swift's configurator for the crop scene (see `CardsConfigurator`).
@MainActor
enum CropConfigurator {
    static func configure(
        _ viewController: CropViewController, context: SceneContext, makePhoto: @escaping CardPhotoMaking
    ) {
        let interactor = CropInteractor(makePhoto: makePhoto)
        let presenter = CropPresenter()
        let router = CropRouter(context: context)
        viewController.interactor = context.interpose(interactor as any CropBusinessLogic, for: viewController)
        viewController.router = context.interpose(router as any CropRoutingLogic & CropDataPassing, for: viewController)
        interactor.presenter = context.interpose(presenter as any CropPresentationLogic, for: interactor)
        presenter.viewController = context.interpose(viewController as any CropDisplayLogic, for: presenter)
        router.dataStore = context.interpose(interactor as any CropDataStore, for: router)
    }
}
