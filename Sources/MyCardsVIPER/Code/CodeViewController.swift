import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The code view: shows the code it is given and reports Esc.
@MainActor
final class CodeViewController: ScreenHosting, CodeViewInput {
    let hostedView: CodeView
    var output: (any CodeViewOutput)?
    private let dependencies: ModuleDependencies

    init(dependencies: ModuleDependencies) {
        self.dependencies = dependencies
        hostedView = CodeView(theme: dependencies.theme)
        hostedView.onClose = { [weak self] in self?.output?.didTapClose() }
    }

    func screenWillAppear() {
        output?.viewWillAppear()
    }

    func show(_ code: CodeDisplayData) {
        hostedView.data = code
        dependencies.shell.setNeedsDisplay()
    }
}
