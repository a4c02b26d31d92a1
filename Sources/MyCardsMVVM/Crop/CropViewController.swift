import MyCardsDisplayData
import MyCardsKit
import MyCardsUI
import OpenCombine

/// The crop screen's controller: forwards moves, resizes, crop and cancel, binds the outline to the view.
@MainActor
final class CropViewController: ScreenHosting {
    let hostedView: CropView
    let viewModel: CropViewModel
    private let screens: ScreenServices
    private let trace: TraceLog
    private var bindings = Set<AnyCancellable>()

    init(viewModel: CropViewModel, screens: ScreenServices) {
        self.viewModel = viewModel
        self.screens = screens
        trace = screens.tracer.log(for: "CropViewController")
        hostedView = CropView(theme: screens.theme)
        hostedView.onMove = { [weak self] dx, dy in
            self?.trace.to("CropViewModel", "move(dx: \(dx), dy: \(dy))")
            self?.viewModel.move(dx: dx, dy: dy)
        }
        hostedView.onResize = { [weak self] step in
            self?.trace.to("CropViewModel", "resize(by: \(step))")
            self?.viewModel.resize(by: step)
        }
        hostedView.onCrop = { [weak self] in
            self?.trace.to("CropViewModel", "makeCrop()")
            self?.viewModel.makeCrop()
        }
        hostedView.onCancel = { [weak self] in
            self?.trace.to("CropViewModel", "cancel()")
            self?.viewModel.cancel()
        }
        bind()
    }

    private func bind() {
        viewModel.$crop.bind { [weak self] crop in self?.hostedView.data = crop }.store(in: &bindings)
        viewModel.status.bind { [weak self] message in self?.show(message) }.store(in: &bindings)
        viewModel.route.bind { [weak self] route in
            switch route {
            case .close: self?.screens.shell.pop()
            }
        }.store(in: &bindings)
    }

    private func show(_ message: StatusMessage) {
        trace.from("CropViewModel", "status (\(message.text))")
        screens.shell.showStatus(message.text, busy: message.busy, isError: message.isError, about: self)
    }
}
