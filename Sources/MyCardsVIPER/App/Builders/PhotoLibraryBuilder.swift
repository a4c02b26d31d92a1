import MyCardsKit
import MyCardsUI

/// Assembles the picker module; `output` gets the photo (see `CardsBuilder`).
@MainActor
enum PhotoLibraryBuilder {
    static func build(
        output: any CardPhotoSourceModuleOutput, dependencies: ModuleDependencies,
        makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)
    ) -> PhotoLibraryViewController {
        let view = PhotoLibraryViewController(dependencies: dependencies)
        let interactor = PhotoLibraryInteractor(library: dependencies.photoLibrary)
        let router = PhotoLibraryRouter(dependencies: dependencies, makePhoto: makePhoto)
        let presenter = PhotoLibraryPresenter(
            interactor: dependencies.interpose(
                interactor as any PhotoLibraryInteractorInput, for: PhotoLibraryPresenter.self),
            router: dependencies.interpose(router as any PhotoLibraryRouterInput, for: PhotoLibraryPresenter.self))
        view.output = dependencies.interpose(presenter as any PhotoLibraryViewOutput, for: view)
        presenter.view = dependencies.interpose(view as any PhotoLibraryViewInput, for: presenter)
        presenter.moduleOutput = dependencies.interpose(output as any CardPhotoSourceModuleOutput, for: presenter)
        interactor.output = dependencies.interpose(presenter as any PhotoLibraryInteractorOutput, for: interactor)
        return view
    }
}
