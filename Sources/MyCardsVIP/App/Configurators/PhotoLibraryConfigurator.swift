import MyCardsKit
import MyCardsUI

/// Clean Swift's configurator for the picker scene (see `CardsConfigurator`).
@MainActor
enum PhotoLibraryConfigurator {
    static func configure(
        _ viewController: PhotoLibraryViewController, context: SceneContext, makePhoto: @escaping CardPhotoMaking
    ) {
        let tracer = context.tracer
        let worker = PhotoLibraryWorker(library: context.photoLibrary)
        let interactor = PhotoLibraryInteractor(
            worker: TracedPhotoLibraryWorking.install(worker, for: PhotoLibraryInteractor.self, tracer))
        let presenter = PhotoLibraryPresenter()
        let router = PhotoLibraryRouter(context: context, makePhoto: makePhoto)
        viewController.interactor = TracedPhotoLibraryBusinessLogic.install(
            interactor, for: PhotoLibraryViewController.self, tracer)
        viewController.router = TracedPhotoLibraryRoutingLogicAndPhotoLibraryDataPassing.install(
            router, for: PhotoLibraryViewController.self, tracer)
        interactor.presenter = TracedPhotoLibraryPresentationLogic.install(
            presenter, for: PhotoLibraryInteractor.self, tracer)
        presenter.viewController = TracedPhotoLibraryDisplayLogic.install(
            viewController, for: PhotoLibraryPresenter.self, tracer, weakly: true)
        router.dataStore = TracedPhotoLibraryDataStore.install(
            interactor, for: PhotoLibraryRouter.self, tracer, weakly: true)
    }
}
