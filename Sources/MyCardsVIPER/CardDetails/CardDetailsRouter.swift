import MyCardsKit
import MyCardsUI

/// The Card wireframe: builds the photo and code modules through their builders, hands the photo modules this
/// module's photo output, and navigates back.
@MainActor
final class CardDetailsRouter: CardDetailsRouterInput {
    /// The module's view, as the screen the photo modules return to.
    weak var view: (any Screen)?
    private let dependencies: ModuleDependencies

    init(dependencies: ModuleDependencies) {
        self.dependencies = dependencies
    }

    func showPhoto(_ photo: Photo?, side: Card.Side) {
        push(CardPhotoBuilder.build(photo: photo, side: side, dependencies: dependencies))
    }

    func showCode(for card: CardItem) {
        push(CodeBuilder.build(card: card, dependencies: dependencies))
    }

    func openCamera(output: any CardPhotoSourceModuleOutput) {
        push(PhotoCaptureBuilder.build(output: output, dependencies: dependencies))
    }

    func openPhotoLibrary(output: any CardPhotoSourceModuleOutput) {
        push(PhotoLibraryBuilder.build(output: output, dependencies: dependencies))
    }

    func returnToForm() {
        guard let view else { return }
        dependencies.shell.pop(to: view)
    }

    func close() {
        dependencies.shell.pop()
    }

    private func push(_ module: any Screen) {
        dependencies.shell.push(module)
    }
}
