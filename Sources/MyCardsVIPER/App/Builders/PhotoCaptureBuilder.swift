import MyCardsKit
import MyCardsUI

/// Assembles the camera module; `output` gets the photo (see `CardsBuilder`).
@MainActor
enum PhotoCaptureBuilder {
    static func build(
        output: any CardPhotoSourceModuleOutput, dependencies: ModuleDependencies,
        makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)
    ) -> PhotoCaptureViewController {
        let view = PhotoCaptureViewController(dependencies: dependencies)
        let interactor = PhotoCaptureInteractor(camera: dependencies.camera, makePhoto: makePhoto)
        let router = PhotoCaptureRouter(shell: dependencies.shell)
        let presenter = PhotoCapturePresenter(
            interactor: dependencies.interpose(
                interactor as any PhotoCaptureInteractorInput, for: PhotoCapturePresenter.self),
            router: dependencies.interpose(router as any PhotoCaptureRouterInput, for: PhotoCapturePresenter.self))
        view.output = dependencies.interpose(presenter as any PhotoCaptureViewOutput, for: view)
        presenter.view = dependencies.interpose(view as any PhotoCaptureViewInput, for: presenter)
        presenter.moduleOutput = dependencies.interpose(output as any CardPhotoSourceModuleOutput, for: presenter)
        interactor.output = dependencies.interpose(presenter as any PhotoCaptureInteractorOutput, for: interactor)
        return view
    }
}
