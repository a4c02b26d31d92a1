import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// Shows the code the view model holds; closing goes through the view model, which routes back.
@MainActor
final class CodeViewController: ObservingScreen {
    let hostedView: CodeView
    let viewModel: any CodeViewModelType
    private let screens: ScreenServices
    private(set) var observations: [Observing] = []

    init(viewModel: any CodeViewModelType, screens: ScreenServices) {
        self.viewModel = viewModel
        self.screens = screens
        hostedView = CodeView(theme: screens.theme)
        hostedView.onClose = { [weak self] in self?.viewModel.inputs.close() }
        observe()
    }

    private func observe() {
        let outputs = viewModel.outputs
        observations = [
            observeDrawn({ outputs.code }, on: screens.shell, draw: { screen, code in screen.hostedView.data = code }),
            Observing.observe(
                { outputs.route },
                changed: { [weak self] route in
                    switch route?.take() {
                    case .close: self?.screens.shell.pop()
                    case nil: break
                    }
                }),
        ]
    }
}
