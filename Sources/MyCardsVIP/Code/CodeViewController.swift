import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

@MainActor
package protocol CodeDisplayLogic: AnyObject {
    func displayCode(viewModel: ShowCode.ViewModel)
}

/// Asks for the code when it appears and shows it; closing is the router's.
@MainActor
final class CodeViewController: ScreenHosting, CodeDisplayLogic {
    let hostedView: CodeView
    var interactor: (any CodeBusinessLogic)?
    var router: (any CodeRoutingLogic & CodeDataPassing)?
    /// Following the card, cancelled when the scene goes.
    let tasks = SceneTasks()
    private let context: SceneContext
    private var isFollowingCard = false

    init(context: SceneContext) {
        self.context = context
        hostedView = CodeView(theme: context.theme)
        CodeConfigurator.configure(self, context: context)
        hostedView.onClose = { [weak self] in self?.router?.routeBack() }
    }

    func screenWillAppear() {
        guard let interactor else { return }
        interactor.showCode(request: ShowCode.Request())
        guard !isFollowingCard else { return }
        isFollowingCard = true
        tasks.follow { await interactor.followCard(request: ShowCode.Request()) }
    }

    func displayCode(viewModel: ShowCode.ViewModel) {
        hostedView.data = viewModel.code
        context.shell.setNeedsDisplay()
    }
}
