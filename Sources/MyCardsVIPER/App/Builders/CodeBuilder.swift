import MyCardsKit
import MyCardsUI

/// Assembles the Code module for a card (see `CardsBuilder`).
@MainActor
enum CodeBuilder {
    static func build(card: Card, dependencies: ModuleDependencies) -> CodeViewController {
        let tracer = dependencies.tracer
        let view = CodeViewController(dependencies: dependencies)
        let router = CodeRouter(shell: dependencies.shell)
        let presenter = CodePresenter(
            card: card, router: TracedCodeRouterInput.install(router, for: CodePresenter.self, tracer))
        view.output = TracedCodeViewOutput.install(presenter, for: CodeViewController.self, tracer)
        presenter.view = TracedCodeViewInput.install(view, for: CodePresenter.self, tracer, weakly: true)
        return view
    }
}
