import MyCardsKit
import MyCardsUI

@MainActor
enum CropBuilder {
    static func build(
        image: RGBAImage, output: any CropModuleOutput, dependencies: ModuleDependencies,
        makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)
    ) -> CropViewController {
        let view = CropViewController(dependencies: dependencies)
        let interactor = CropInteractor(image: image, makePhoto: makePhoto, tracer: dependencies.tracer)
        let presenter = CropPresenter(
            interactor: interactor, router: CropRouter(shell: dependencies.shell), tracer: dependencies.tracer)
        view.output = presenter
        presenter.view = view
        presenter.moduleOutput = output
        interactor.output = presenter
        return view
    }
}
