import MyCardsKit
import MyCardsUI

/// The picker's wireframe: builds Crop through its builder.
@MainActor
final class PhotoLibraryRouter: PhotoLibraryRouterInput {
    private let dependencies: ModuleDependencies
    private let makePhoto: CardPhotoMaking

    init(dependencies: ModuleDependencies, makePhoto: @escaping CardPhotoMaking) {
        self.dependencies = dependencies
        self.makePhoto = makePhoto
    }

    func openCrop(image: RGBAImage, output: any CropModuleOutput) {
        dependencies.shell.push(
            CropBuilder.build(image: image, output: output, dependencies: dependencies, makePhoto: makePhoto))
    }

    func close() {
        dependencies.shell.pop()
    }
}
