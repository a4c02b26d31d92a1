import MyCardsDisplayData
import MyCardsKit
import MyCardsUI
import OpenCombine

/// The camera screen's controller: tells the view model when the screen appears and goes, forwards the
/// shutter and close, and binds each frame to the view.
@MainActor
final class PhotoCaptureViewController: ScreenHosting {
    let hostedView: CameraView
    let viewModel: PhotoCaptureViewModel
    private let screens: ScreenServices
    private let trace: TraceLog
    private var bindings = Set<AnyCancellable>()

    init(viewModel: PhotoCaptureViewModel, screens: ScreenServices) {
        self.viewModel = viewModel
        self.screens = screens
        trace = screens.tracer.log(for: "PhotoCaptureViewController")
        hostedView = CameraView(theme: screens.theme)
        hostedView.onCapture = { [weak self] in
            self?.trace.to("PhotoCaptureViewModel", "capture()")
            self?.viewModel.capture()
        }
        hostedView.onClose = { [weak self] in
            self?.trace.to("PhotoCaptureViewModel", "close()")
            self?.viewModel.close()
        }
        bind()
    }

    func screenWillAppear() {
        trace.to("PhotoCaptureViewModel", "appear()")
        viewModel.appear()
    }

    func screenDidDisappear() {
        trace.to("PhotoCaptureViewModel", "disappear()")
        viewModel.disappear()
    }

    private func bind() {
        viewModel.$camera.dropFirst().bind { [weak self] camera in
            self?.hostedView.data = camera
            self?.screens.shell.setNeedsDisplay()
        }.store(in: &bindings)
        viewModel.status.bind { [weak self] message in
            self?.trace.from("PhotoCaptureViewModel", "status (\(message.text))")
            self?.screens.shell.showStatus(message.text, busy: message.busy, isError: message.isError, about: self)
        }.store(in: &bindings)
        viewModel.route.bind { [weak self] route in
            switch route {
            case .close: self?.screens.shell.pop()
            }
        }.store(in: &bindings)
    }
}
