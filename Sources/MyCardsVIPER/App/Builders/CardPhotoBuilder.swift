import MyCardsKit
import MyCardsUI

/// Assembles the photo module for one side of a card (see `CardsBuilder`).
@MainActor
enum CardPhotoBuilder {
    static func build(photo: Photo?, side: Card.Side, dependencies: ModuleDependencies) -> CardPhotoViewController {
        let tracer = dependencies.tracer
        let view = CardPhotoViewController(dependencies: dependencies)
        let router = CardPhotoRouter(shell: dependencies.shell)
        let presenter = CardPhotoPresenter(
            photo: photo, side: side,
            router: TracedCardPhotoRouterInput.install(router, for: CardPhotoPresenter.self, tracer))
        view.output = TracedCardPhotoViewOutput.install(presenter, for: CardPhotoViewController.self, tracer)
        presenter.view = TracedCardPhotoViewInput.install(view, for: CardPhotoPresenter.self, tracer, weakly: true)
        return view
    }
}
