import MyCardsKit
import MyCardsUI

/// Assembles the Cards module: view → presenter (strong), presenter → view (weak), presenter → interactor and
/// router, interactor → presenter (weak).
@MainActor
enum CardsBuilder {
    static func build(dependencies: ModuleDependencies) -> CardsViewController {
        let view = CardsViewController(dependencies: dependencies)
        let interactor = CardsInteractor(
            cards: dependencies.cards, network: dependencies.network, tracer: dependencies.tracer)
        let router = CardsRouter(dependencies: dependencies)
        let presenter = CardsPresenter(interactor: interactor, router: router, tracer: dependencies.tracer)
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
