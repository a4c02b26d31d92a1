import MyCardsDisplayData
import MyCardsKit
import MyCardsUI
import OpenCombine

/// Shows the code the view model holds; closing goes through the view model, which routes back.
@MainActor
final class CodeViewController: ScreenHosting {
    let hostedView: CodeView
    let viewModel: any CodeViewModelType
    private let screens: ScreenServices
    private var bindings = Set<AnyCancellable>()

    init(viewModel: any CodeViewModelType, screens: ScreenServices) {
        self.viewModel = viewModel
        self.screens = screens
        hostedView = CodeView(theme: screens.theme)
        hostedView.onClose = { [weak self] in self?.viewModel.inputs.close() }
        bind()
    }

    private func bind() {
        let outputs = viewModel.outputs
        outputs.code.bind { [weak self] code in
            self?.hostedView.data = code
            self?.screens.shell.setNeedsDisplay()
        }.store(in: &bindings)
        outputs.route.bind { [weak self] route in
            switch route {
            case .close: self?.screens.shell.pop()
            }
        }.store(in: &bindings)
    }
}
