import MyCardsKit
import MyCardsUI

/// Assembles the crop module for a picked or captured image; `output` gets the photo (see `CardsBuilder`).
@MainActor
enum CropBuilder {
    static func build(
        image: RGBAImage, output: any CropModuleOutput, dependencies: ModuleDependencies,
        makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)
    ) -> CropViewController {
        let tracer = dependencies.tracer
        let view = CropViewController(dependencies: dependencies)
        let interactor = CropInteractor(image: image, makePhoto: makePhoto)
        let presenter = CropPresenter(
            interactor: TracedCropInteractorInput.install(interactor, for: CropPresenter.self, tracer),
            router: TracedCropRouterInput.install(
                CropRouter(shell: dependencies.shell), for: CropPresenter.self, tracer))
        view.output = TracedCropViewOutput.install(presenter, for: CropViewController.self, tracer)
        presenter.view = TracedCropViewInput.install(view, for: CropPresenter.self, tracer, weakly: true)
        presenter.moduleOutput = TracedCropModuleOutput.install(output, for: CropPresenter.self, tracer, weakly: true)
        interactor.output = TracedCropInteractorOutput.install(
            presenter, for: CropInteractor.self, tracer, weakly: true)
        return view
    }
}
