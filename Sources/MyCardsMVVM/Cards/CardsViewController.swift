import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The Cards screen's controller in MVVM: owns the dumb view, forwards its events to the view model as
/// intents, observes the view model's outputs into the view and the status line, and pushes what the view model
/// routes to. It decides nothing.
@MainActor
final class CardsViewController: ObservingScreen {
    let hostedView: CardsView
    let viewModel: any CardsViewModelType
    private let screens: ScreenServices
    private(set) var observations: [Observing] = []

    init(viewModel: any CardsViewModelType, screens: ScreenServices) {
        self.viewModel = viewModel
        self.screens = screens
        hostedView = CardsView(theme: screens.theme, photoCache: screens.photoCache)
        forwardEvents()
        observe()
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

    private func observe() {
        let outputs = viewModel.outputs
        observations = [
            Observing.observe(
                { outputs.cards },
                changed: { [weak self] cards in
                    self?.hostedView.data = cards
                    self?.screens.shell.setNeedsDisplay()
                }),
            Observing.observe(
                { outputs.selectedIdentifier },
                changed: { [weak self] identifier in
                    guard let identifier = identifier?.take() else { return }
                    self?.hostedView.selectedIdentifier = identifier
                    self?.screens.shell.setNeedsDisplay()
                }),
            observeStatus({ outputs.status }, on: screens.shell),
            Observing.observe(
                { outputs.route },
                changed: { [weak self] route in
                    if let route = route?.take() { self?.perform(route) }
                }),
        ]
    }

    private func perform(_ route: CardsRoute) {
        switch route {
        case .details(let details):
            screens.shell.push(screens.cardDetails(details))
        }
    }
}
