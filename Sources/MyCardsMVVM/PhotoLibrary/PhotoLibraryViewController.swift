import MyCardsDisplayData
import MyCardsKit
import MyCardsUI
import OpenCombine

/// The image picker's controller: forwards selection, pick and close; binds the list and the preview; pushes
/// the crop screen when the view model routes to it.
@MainActor
final class PhotoLibraryViewController: ScreenHosting {
    let hostedView: PhotoLibraryView
    let viewModel: PhotoLibraryViewModel
    private let screens: ScreenServices
    private let trace: TraceLog
    private var bindings = Set<AnyCancellable>()

    init(viewModel: PhotoLibraryViewModel, screens: ScreenServices) {
        self.viewModel = viewModel
        self.screens = screens
        trace = screens.tracer.log(for: "PhotoLibraryViewController")
        hostedView = PhotoLibraryView(theme: screens.theme)
        hostedView.onSelectionChange = { [weak self] index in
            self?.trace.to("PhotoLibraryViewModel", "select(index: \(index))")
            self?.viewModel.select(index: index)
        }
        hostedView.onPick = { [weak self] index in
            self?.trace.to("PhotoLibraryViewModel", "pick(index: \(index))")
            self?.viewModel.pick(index: index)
        }
        hostedView.onClose = { [weak self] in
            self?.trace.to("PhotoLibraryViewModel", "close()")
            self?.viewModel.close()
        }
        bind()
    }

    func screenWillAppear() {
        trace.to("PhotoLibraryViewModel", "appear()")
        viewModel.appear()
    }

    func screenDidDisappear() {
        viewModel.disappear()
    }

    private func bind() {
        viewModel.$library.bind { [weak self] library in
            self?.trace.from("PhotoLibraryViewModel", "library (\(library.items.count) items)")
            self?.hostedView.data = library
            self?.screens.shell.setNeedsDisplay()
        }.store(in: &bindings)
        viewModel.status.bind { [weak self] message in
            self?.trace.from("PhotoLibraryViewModel", "status (\(message.text))")
            self?.screens.shell.showStatus(message.text, busy: message.busy, isError: message.isError, about: self)
        }.store(in: &bindings)
        viewModel.route.bind { [weak self] route in self?.perform(route) }.store(in: &bindings)
    }

    private func perform(_ route: PhotoLibraryViewModel.Route) {
        switch route {
        case .crop(let crop):
            trace.to("CropViewController", "push")
            screens.shell.push(CropViewController(viewModel: crop, screens: screens))
        case .close:
            screens.shell.pop()
        }
    }
}
