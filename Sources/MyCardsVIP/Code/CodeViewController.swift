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
    private let context: SceneContext

    init(context: SceneContext) {
        self.context = context
        hostedView = CodeView(theme: context.theme)
        CodeConfigurator.configure(self, context: context)
        hostedView.onClose = { [weak self] in self?.router?.routeBack() }
    }

    func screenWillAppear() {
        interactor?.showCode(request: ShowCode.Request())
    }

    func displayCode(viewModel: ShowCode.ViewModel) {
        hostedView.data = viewModel.code
        context.shell.setNeedsDisplay()
    }
}
