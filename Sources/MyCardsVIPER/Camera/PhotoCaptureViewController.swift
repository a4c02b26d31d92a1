import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The camera view: reports appearing, leaving, the shutter and close; shows frames.
@MainActor
final class PhotoCaptureViewController: ScreenHosting, PhotoCaptureViewInput {
    let hostedView: CameraView
    var output: (any PhotoCaptureViewOutput)?
    private let shell: any AppShelling

    init(dependencies: ModuleDependencies) {
        shell = dependencies.shell
        hostedView = CameraView(theme: dependencies.theme)
        hostedView.onCapture = { [weak self] in self?.output?.didTapCapture() }
        hostedView.onClose = { [weak self] in self?.output?.didTapClose() }
    }

    func screenWillAppear() {
        output?.viewWillAppear()
    }

    func screenDidDisappear() {
        output?.viewDidDisappear()
    }

    func show(_ camera: CameraDisplayData) {
        hostedView.data = camera
        shell.setNeedsDisplay()
    }

    func showStatus(_ status: StatusMessage) {
        shell.showStatus(status.text, busy: status.busy, isError: status.isError, about: self)
    }
}
