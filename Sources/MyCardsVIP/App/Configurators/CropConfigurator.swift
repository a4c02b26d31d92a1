import MyCardsKit
import MyCardsUI

/// Clean Swift's configurator for the crop scene (see `CardsConfigurator`).
@MainActor
enum CropConfigurator {
    static func configure(
        _ viewController: CropViewController, context: SceneContext, makePhoto: @escaping CardPhotoMaking
    ) {
        let tracer = context.tracer
        let interactor = CropInteractor(makePhoto: makePhoto)
        let presenter = CropPresenter()
        let router = CropRouter(context: context)
        viewController.interactor = TracedCropBusinessLogic.install(interactor, for: CropViewController.self, tracer)
        viewController.router = TracedCropRoutingLogicAndCropDataPassing.install(
            router, for: CropViewController.self, tracer)
        interactor.presenter = TracedCropPresentationLogic.install(presenter, for: CropInteractor.self, tracer)
        presenter.viewController = TracedCropDisplayLogic.install(
            viewController, for: CropPresenter.self, tracer, weakly: true)
        router.dataStore = TracedCropDataStore.install(interactor, for: CropRouter.self, tracer, weakly: true)
    }
}
