import MyCardsKit
import MyCardsUI

/// Clean Swift's configurator for the picker scene (see `CardsConfigurator`).
@MainActor
enum PhotoLibraryConfigurator {
    static func configure(
        _ viewController: PhotoLibraryViewController, context: SceneContext, makePhoto: @escaping CardPhotoMaking
    ) {
        let worker = PhotoLibraryWorker(library: context.photoLibrary)
        let interactor = PhotoLibraryInteractor(
            worker: context.interpose(worker as any PhotoLibraryWorking, for: PhotoLibraryInteractor.self))
        let presenter = PhotoLibraryPresenter()
        let router = PhotoLibraryRouter(context: context, makePhoto: makePhoto)
        viewController.interactor = context.interpose(interactor as any PhotoLibraryBusinessLogic, for: viewController)
        viewController.router = context.interpose(
            router as any PhotoLibraryRoutingLogic & PhotoLibraryDataPassing, for: viewController)
        interactor.presenter = context.interpose(presenter as any PhotoLibraryPresentationLogic, for: interactor)
        presenter.viewController = context.interpose(viewController as any PhotoLibraryDisplayLogic, for: presenter)
        router.dataStore = context.interpose(interactor as any PhotoLibraryDataStore, for: router)
    }
}
