import MyCardsKit
import MyCardsUI

@MainActor
enum PhotoLibraryBuilder {
    static func build(
        output: any CardPhotoSourceModuleOutput, dependencies: ModuleDependencies,
        makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)
    ) -> PhotoLibraryViewController {
        let view = PhotoLibraryViewController(dependencies: dependencies)
        let interactor = PhotoLibraryInteractor(library: dependencies.photoLibrary, tracer: dependencies.tracer)
        let router = PhotoLibraryRouter(dependencies: dependencies, makePhoto: makePhoto)
        let presenter = PhotoLibraryPresenter(interactor: interactor, router: router, tracer: dependencies.tracer)
        view.output = presenter
        presenter.view = view
        presenter.moduleOutput = output
        interactor.output = presenter
        return view
    }
}
