import MyCardsDisplayData
import MyCardsKit
import MyCardsUI
import OpenCombine

/// The image picker's controller: forwards selection, pick and close; binds the list and the preview; pushes
/// the crop screen when the view model routes to it.
@MainActor
final class PhotoLibraryViewController: ScreenHosting {
    let hostedView: PhotoLibraryView
    let viewModel: any PhotoLibraryViewModelType
    private let screens: ScreenServices
    private var bindings = Set<AnyCancellable>()

    init(viewModel: any PhotoLibraryViewModelType, screens: ScreenServices) {
        self.viewModel = viewModel
        self.screens = screens
        hostedView = PhotoLibraryView(theme: screens.theme)
        hostedView.onSelectionChange = { [weak self] index in
            self?.viewModel.inputs.select(index: index)
        }
        hostedView.onPick = { [weak self] index in
            self?.viewModel.inputs.pick(index: index)
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
        outputs.library.bind { [weak self] library in
            self?.hostedView.data = library
            self?.screens.shell.setNeedsDisplay()
        }.store(in: &bindings)
        outputs.status.bind { [weak self] message in
            self?.screens.shell.showStatus(message.text, busy: message.busy, isError: message.isError, about: self)
        }.store(in: &bindings)
        outputs.route.bind { [weak self] route in self?.perform(route) }.store(in: &bindings)
    }

    private func perform(_ route: PhotoLibraryRoute) {
        switch route {
        case .crop(let crop):
            screens.shell.push(screens.crop(crop))
        case .close:
            screens.shell.pop()
        }
    }
}
