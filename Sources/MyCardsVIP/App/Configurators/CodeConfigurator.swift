import MyCardsUI

/// Clean Swift's configurator for the Code scene (see `CardsConfigurator`).
@MainActor
enum CodeConfigurator {
    static func configure(_ viewController: CodeViewController, context: SceneContext) {
        let tracer = context.tracer
        let interactor = CodeInteractor()
        let presenter = CodePresenter()
        let router = CodeRouter(context: context)
        viewController.interactor = TracedCodeBusinessLogic.install(interactor, for: CodeViewController.self, tracer)
        viewController.router = TracedCodeRoutingLogicAndCodeDataPassing.install(
            router, for: CodeViewController.self, tracer)
        interactor.presenter = TracedCodePresentationLogic.install(presenter, for: CodeInteractor.self, tracer)
        presenter.viewController = TracedCodeDisplayLogic.install(
            viewController, for: CodePresenter.self, tracer, weakly: true)
        router.dataStore = TracedCodeDataStore.install(interactor, for: CodeRouter.self, tracer, weakly: true)
    }
}
