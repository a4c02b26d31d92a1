import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The image picker's controller: forwards selection, pick and close; observes the list and the preview; pushes
/// the crop screen when the view model routes to it.
@MainActor
final class PhotoLibraryViewController: ObservingScreen {
    let hostedView: PhotoLibraryView
    let viewModel: any PhotoLibraryViewModelType
    private let screens: ScreenServices
    private(set) var observations: [Observing] = []

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
                { outputs.library }, on: screens.shell, draw: { screen, library in screen.hostedView.data = library }),
            observeStatus({ outputs.status }, on: screens.shell),
            Observing.observe(
                { outputs.route },
                changed: { [weak self] route in
                    if let route = route?.take() { self?.perform(route) }
                }),
        ]
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
