import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The crop view: reports moves, resizes, Enter and Esc; shows the outline it is given.
@MainActor
final class CropViewController: ScreenHosting, CropViewInput {
    let hostedView: CropView
    var output: (any CropViewOutput)?
    private let shell: any AppShelling

    init(dependencies: ModuleDependencies) {
        shell = dependencies.shell
        hostedView = CropView(theme: dependencies.theme)
        hostedView.onMove = { [weak self] dx, dy in self?.output?.didMove(dx: dx, dy: dy) }
        hostedView.onResize = { [weak self] step in self?.output?.didResize(by: step) }
        hostedView.onCrop = { [weak self] in
            self?.output?.didTapCrop()
        }
        hostedView.onCancel = { [weak self] in self?.output?.didTapCancel() }
    }

    func screenWillAppear() {
        output?.viewWillAppear()
    }

    func show(_ crop: CropDisplayData) {
        hostedView.data = crop
        shell.setNeedsDisplay()
    }

    func showStatus(_ status: StatusMessage) {
        shell.showStatus(status.text, busy: status.busy, isError: status.isError, about: self)
    }
}
