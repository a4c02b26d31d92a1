import MyCardsKit
import MyCardsUI

/// Assembles the picker module; `output` gets the photo (see `CardsBuilder`).
@MainActor
enum PhotoLibraryBuilder {
    static func build(
        output: any CardPhotoSourceModuleOutput, dependencies: ModuleDependencies,
        makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)
    ) -> PhotoLibraryViewController {
        let tracer = dependencies.tracer
        let view = PhotoLibraryViewController(dependencies: dependencies)
        let interactor = PhotoLibraryInteractor(library: dependencies.photoLibrary)
        let router = PhotoLibraryRouter(dependencies: dependencies, makePhoto: makePhoto)
        let presenter = PhotoLibraryPresenter(
            interactor: TracedPhotoLibraryInteractorInput.install(interactor, for: PhotoLibraryPresenter.self, tracer),
            router: TracedPhotoLibraryRouterInput.install(router, for: PhotoLibraryPresenter.self, tracer))
        view.output = TracedPhotoLibraryViewOutput.install(presenter, for: PhotoLibraryViewController.self, tracer)
        presenter.view = TracedPhotoLibraryViewInput.install(
            view, for: PhotoLibraryPresenter.self, tracer, weakly: true)
        presenter.moduleOutput = TracedCardPhotoSourceModuleOutput.install(
            output, for: PhotoLibraryPresenter.self, tracer, weakly: true)
        interactor.output = TracedPhotoLibraryInteractorOutput.install(
            presenter, for: PhotoLibraryInteractor.self, tracer, weakly: true)
        return view
    }
}
