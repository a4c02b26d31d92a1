import MyCardsKit
import MyCardsUI

/// Assembles the camera module; `output` gets the photo (see `CardsBuilder`).
@MainActor
enum PhotoCaptureBuilder {
    static func build(
        output: any CardPhotoSourceModuleOutput, dependencies: ModuleDependencies,
        makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)
    ) -> PhotoCaptureViewController {
        let tracer = dependencies.tracer
        let view = PhotoCaptureViewController(dependencies: dependencies)
        let interactor = PhotoCaptureInteractor(camera: dependencies.camera, makePhoto: makePhoto)
        let router = PhotoCaptureRouter(shell: dependencies.shell)
        let presenter = PhotoCapturePresenter(
            interactor: TracedPhotoCaptureInteractorInput.install(interactor, for: PhotoCapturePresenter.self, tracer),
            router: TracedPhotoCaptureRouterInput.install(router, for: PhotoCapturePresenter.self, tracer))
        view.output = TracedPhotoCaptureViewOutput.install(presenter, for: PhotoCaptureViewController.self, tracer)
        presenter.view = TracedPhotoCaptureViewInput.install(
            view, for: PhotoCapturePresenter.self, tracer, weakly: true)
        presenter.moduleOutput = TracedCardPhotoSourceModuleOutput.install(
            output, for: PhotoCapturePresenter.self, tracer, weakly: true)
        interactor.output = TracedPhotoCaptureInteractorOutput.install(
            presenter, for: PhotoCaptureInteractor.self, tracer, weakly: true)
        return view
    }
}
