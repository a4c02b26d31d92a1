import MyCardsDisplayData
import MyCardsKit
import MyCardsUI
import OpenCombine

/// The Cards screen's controller in MVVM: owns the dumb view, forwards its events to the view model as
/// intents, binds the view model's outputs to the view and the status line, and pushes what the view model
/// routes to. It decides nothing.
@MainActor
final class CardsViewController: ScreenHosting {
    let hostedView: CardsView
    let viewModel: any CardsViewModelType
    private let screens: ScreenServices
    private var bindings = Set<AnyCancellable>()

    init(viewModel: any CardsViewModelType, screens: ScreenServices) {
        self.viewModel = viewModel
        self.screens = screens
        hostedView = CardsView(theme: screens.theme, photoCache: screens.photoCache)
        forwardEvents()
        bind()
    }

    func screenWillAppear() {
        viewModel.inputs.appear()
    }

    private func forwardEvents() {
        hostedView.onOpen = { [weak self] identifier in
            self?.viewModel.inputs.open(identifier: identifier)
        }
        hostedView.onNew = { [weak self] in
            self?.viewModel.inputs.createCard()
        }
        hostedView.onRefresh = { [weak self] in
            self?.viewModel.inputs.refresh()
        }
        hostedView.onQuit = { [weak self] in
            self?.screens.shell.quit()
        }
    }

    private func bind() {
        let outputs = viewModel.outputs
        outputs.cards.bind { [weak self] cards in
            self?.hostedView.data = cards
            self?.screens.shell.setNeedsDisplay()
        }.store(in: &bindings)
        outputs.selectedIdentifier.bind { [weak self] identifier in
            self?.hostedView.selectedIdentifier = identifier
        }.store(in: &bindings)
        outputs.status.bind { [weak self] message in
            self?.screens.shell.showStatus(message.text, busy: message.busy, isError: message.isError, about: self)
        }.store(in: &bindings)
        outputs.route.bind { [weak self] route in self?.perform(route) }.store(in: &bindings)
    }

    private func perform(_ route: CardsRoute) {
        switch route {
        case .details(let details):
            screens.shell.push(screens.cardDetails(details))
        }
    }
}
