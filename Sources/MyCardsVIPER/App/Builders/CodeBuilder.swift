import MyCardsKit
import MyCardsUI

/// Assembles the Code module for a card (see `CardsBuilder`).
@MainActor
enum CodeBuilder {
    static func build(card: CardItem, dependencies: ModuleDependencies) -> CodeViewController {
        let view = CodeViewController(dependencies: dependencies)
        let interactor = CodeInteractor(card: card, cards: dependencies.cards)
        let router = CodeRouter(shell: dependencies.shell)
        let presenter = CodePresenter(
            interactor: dependencies.interpose(interactor as any CodeInteractorInput, for: CodePresenter.self),
            router: dependencies.interpose(router as any CodeRouterInput, for: CodePresenter.self))
        view.output = dependencies.interpose(presenter as any CodeViewOutput, for: view)
        presenter.view = dependencies.interpose(view as any CodeViewInput, for: presenter)
        interactor.output = dependencies.interpose(presenter as any CodeInteractorOutput, for: interactor)
        return view
    }
}
