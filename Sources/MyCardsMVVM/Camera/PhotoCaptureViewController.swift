import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The camera screen's controller: tells the view model when the screen appears and goes, forwards the
/// shutter and close, and observes each frame into the view.
@MainActor
final class PhotoCaptureViewController: ObservingScreen {
    let hostedView: CameraView
    let viewModel: any PhotoCaptureViewModelType
    private let screens: ScreenServices
    private(set) var observations: [Observing] = []

    init(viewModel: any PhotoCaptureViewModelType, screens: ScreenServices) {
        self.viewModel = viewModel
        self.screens = screens
        hostedView = CameraView(theme: screens.theme)
        hostedView.onCapture = { [weak self] in
            self?.viewModel.inputs.capture()
        }
        hostedView.onClose = { [weak self] in
            self?.viewModel.inputs.close()
        }
        observe()
    }

    func screenWillAppear() {
        viewModel.inputs.appear()
    }

    func screenDidDisappear() {
        viewModel.inputs.disappear()
    }

    private func observe() {
        let outputs = viewModel.outputs
        observations = [
            observeDrawn(
                { outputs.camera }, on: screens.shell, draw: { screen, camera in screen.hostedView.data = camera }),
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
