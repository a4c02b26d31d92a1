import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The crop screen's controller: forwards moves, resizes, crop and cancel, observes the outline into the view.
@MainActor
final class CropViewController: ObservingScreen {
    let hostedView: CropView
    let viewModel: any CropViewModelType
    private let screens: ScreenServices
    private(set) var observations: [Observing] = []

    init(viewModel: any CropViewModelType, screens: ScreenServices) {
        self.viewModel = viewModel
        self.screens = screens
        hostedView = CropView(theme: screens.theme)
        hostedView.onMove = { [weak self] dx, dy in
            self?.viewModel.inputs.move(dx: dx, dy: dy)
        }
        hostedView.onResize = { [weak self] step in
            self?.viewModel.inputs.resize(by: step)
        }
        hostedView.onCrop = { [weak self] in
            self?.viewModel.inputs.makeCrop()
        }
        hostedView.onCancel = { [weak self] in
            self?.viewModel.inputs.cancel()
        }
        observe()
    }

    private func observe() {
        let outputs = viewModel.outputs
        observations = [
            observeDrawn({ outputs.crop }, on: screens.shell, draw: { screen, crop in screen.hostedView.data = crop }),
            observeStatus({ outputs.status }, on: screens.shell),
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
