import MyCardsKit
import MyCardsUI

/// Assembles the crop module for a picked or captured image; `output` gets the photo (see `CardsBuilder`).
@MainActor
enum CropBuilder {
    static func build(
        image: RGBAImage, output: any CropModuleOutput, dependencies: ModuleDependencies,
        makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)
    ) -> CropViewController {
        let view = CropViewController(dependencies: dependencies)
        let interactor = CropInteractor(image: image, makePhoto: makePhoto)
        let presenter = CropPresenter(
            interactor: dependencies.interpose(interactor as any CropInteractorInput, for: CropPresenter.self),
            router: dependencies.interpose(
                CropRouter(shell: dependencies.shell) as any CropRouterInput, for: CropPresenter.self))
        view.output = dependencies.interpose(presenter as any CropViewOutput, for: view)
        presenter.view = dependencies.interpose(view as any CropViewInput, for: presenter)
        presenter.moduleOutput = dependencies.interpose(output as any CropModuleOutput, for: presenter)
        interactor.output = dependencies.interpose(presenter as any CropInteractorOutput, for: interactor)
        return view
    }
}
