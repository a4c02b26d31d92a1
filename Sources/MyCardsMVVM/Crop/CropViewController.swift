import MyCardsDisplayData
import MyCardsKit
import MyCardsUI
import OpenCombine

/// The crop screen's controller: forwards moves, resizes, crop and cancel, binds the outline to the view.
@MainActor
final class CropViewController: ScreenHosting {
    let hostedView: CropView
    let viewModel: any CropViewModelType
    private let screens: ScreenServices
    private var bindings = Set<AnyCancellable>()

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
        bind()
    }

    private func bind() {
        let outputs = viewModel.outputs
        outputs.crop.bind { [weak self] crop in self?.hostedView.data = crop }.store(in: &bindings)
        outputs.status.bind { [weak self] message in self?.show(message) }.store(in: &bindings)
        outputs.route.bind { [weak self] route in
            switch route {
            case .close: self?.screens.shell.pop()
            }
        }.store(in: &bindings)
    }

    private func show(_ message: StatusMessage) {
        screens.shell.showStatus(message.text, busy: message.busy, isError: message.isError, about: self)
    }
}
