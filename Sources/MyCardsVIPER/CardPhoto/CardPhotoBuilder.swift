import MyCardsKit
import MyCardsUI

/// Assembles the photo module for one side of a card.
@MainActor
enum CardPhotoBuilder {
    static func build(photo: Photo?, side: Card.Side, dependencies: ModuleDependencies) -> CardPhotoViewController {
        let view = CardPhotoViewController(dependencies: dependencies)
        let presenter = CardPhotoPresenter(photo: photo, side: side, router: CardPhotoRouter(shell: dependencies.shell))
        view.output = presenter
        presenter.view = view
        return view
    }
}
