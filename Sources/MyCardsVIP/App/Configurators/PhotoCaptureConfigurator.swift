import MyCardsKit
import MyCardsUI

/// Clean Swift's configurator for the camera scene (see `CardsConfigurator`).
@MainActor
enum PhotoCaptureConfigurator {
    static func configure(
        _ viewController: PhotoCaptureViewController, context: SceneContext, makePhoto: @escaping CardPhotoMaking
    ) {
        let worker = CameraWorker(device: context.camera)
        let interactor = PhotoCaptureInteractor(
            worker: context.interpose(worker as any CameraWorking, for: PhotoCaptureInteractor.self),
            makePhoto: makePhoto)
        let presenter = PhotoCapturePresenter()
        let router = PhotoCaptureRouter(context: context)
        viewController.interactor = context.interpose(interactor as any PhotoCaptureBusinessLogic, for: viewController)
        viewController.router = context.interpose(
            router as any PhotoCaptureRoutingLogic & PhotoCaptureDataPassing, for: viewController)
        interactor.presenter = context.interpose(presenter as any PhotoCapturePresentationLogic, for: interactor)
        presenter.viewController = context.interpose(viewController as any PhotoCaptureDisplayLogic, for: presenter)
        router.dataStore = context.interpose(interactor as any PhotoCaptureDataStore, for: router)
    }
}
