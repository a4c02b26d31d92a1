import MyCardsKit
import MyCardsUI

@MainActor
enum PhotoCaptureBuilder {
    static func build(
        output: any CardPhotoSourceModuleOutput, dependencies: ModuleDependencies,
        makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)
    ) -> PhotoCaptureViewController {
        let view = PhotoCaptureViewController(dependencies: dependencies)
        let interactor = PhotoCaptureInteractor(
            camera: dependencies.camera, makePhoto: makePhoto, tracer: dependencies.tracer)
        let presenter = PhotoCapturePresenter(
            interactor: interactor, router: PhotoCaptureRouter(shell: dependencies.shell))
        view.output = presenter
        presenter.view = view
        presenter.moduleOutput = output
        interactor.output = presenter
        return view
    }
}
