import MyCardsDisplayData
import MyCardsKit
import MyCardsUI
import OpenCombine

/// The camera screen's controller: tells the view model when the screen appears and goes, forwards the
/// shutter and close, and binds each frame to the view.
@MainActor
final class PhotoCaptureViewController: ScreenHosting {
    let hostedView: CameraView
    let viewModel: any PhotoCaptureViewModelType
    private let screens: ScreenServices
    private var bindings = Set<AnyCancellable>()

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
        bind()
    }

    func screenWillAppear() {
        viewModel.inputs.appear()
    }

    func screenDidDisappear() {
        viewModel.inputs.disappear()
    }

    private func bind() {
        let outputs = viewModel.outputs
        outputs.camera.bind { [weak self] camera in
            self?.hostedView.data = camera
            self?.screens.shell.setNeedsDisplay()
        }.store(in: &bindings)
        outputs.status.bind { [weak self] message in
            self?.screens.shell.showStatus(message.text, busy: message.busy, isError: message.isError, about: self)
        }.store(in: &bindings)
        outputs.route.bind { [weak self] route in
            switch route {
            case .close: self?.screens.shell.pop()
            }
        }.store(in: &bindings)
    }
}
