import MyCardsKit
import MyCardsUI

/// Clean Swift's configurator for the camera scene (see `CardsConfigurator`).
@MainActor
enum PhotoCaptureConfigurator {
    static func configure(
        _ viewController: PhotoCaptureViewController, context: SceneContext, makePhoto: @escaping CardPhotoMaking
    ) {
        let tracer = context.tracer
        let worker = CameraWorker(device: context.camera)
        let interactor = PhotoCaptureInteractor(
            worker: TracedCameraWorking.install(worker, for: PhotoCaptureInteractor.self, tracer),
            makePhoto: makePhoto)
        let presenter = PhotoCapturePresenter()
        let router = PhotoCaptureRouter(context: context)
        viewController.interactor = TracedPhotoCaptureBusinessLogic.install(
            interactor, for: PhotoCaptureViewController.self, tracer)
        viewController.router = TracedPhotoCaptureRoutingLogicAndPhotoCaptureDataPassing.install(
            router, for: PhotoCaptureViewController.self, tracer)
        interactor.presenter = TracedPhotoCapturePresentationLogic.install(
            presenter, for: PhotoCaptureInteractor.self, tracer)
        presenter.viewController = TracedPhotoCaptureDisplayLogic.install(
            viewController, for: PhotoCapturePresenter.self, tracer, weakly: true)
        router.dataStore = TracedPhotoCaptureDataStore.install(
            interactor, for: PhotoCaptureRouter.self, tracer, weakly: true)
    }
}
