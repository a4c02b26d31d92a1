import MyCardsKit
import MyCardsUI

/// Assembles the photo module for one side of a card (see `CardsBuilder`).
@MainActor
enum CardPhotoBuilder {
    static func build(photo: Photo?, side: Card.Side, dependencies: ModuleDependencies) -> CardPhotoViewController {
        let view = CardPhotoViewController(dependencies: dependencies)
        let router = CardPhotoRouter(shell: dependencies.shell)
        let presenter = CardPhotoPresenter(
            photo: photo, side: side,
            router: dependencies.interpose(router as any CardPhotoRouterInput, for: CardPhotoPresenter.self))
        view.output = dependencies.interpose(presenter as any CardPhotoViewOutput, for: view)
        presenter.view = dependencies.interpose(view as any CardPhotoViewInput, for: presenter)
        return view
    }
}
