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
    let viewModel: CardsViewModel
    private let screens: ScreenServices
    private let trace: TraceLog
    private var bindings = Set<AnyCancellable>()
    /// The Card screen it pushed, while it lives: the card's status lines are about it.
    private weak var openedCard: CardDetailsViewController?

    init(viewModel: CardsViewModel, screens: ScreenServices) {
        self.viewModel = viewModel
        self.screens = screens
        trace = screens.tracer.log(for: "CardsViewController")
        hostedView = CardsView(theme: screens.theme, photoCache: screens.photoCache)
        forwardEvents()
        bind()
    }

    func screenWillAppear() {
        trace.to("CardsViewModel", "appear()")
        viewModel.appear()
    }

    private func forwardEvents() {
        hostedView.onOpen = { [weak self] identifier in
            self?.trace.to("CardsViewModel", "open(identifier: \(identifier))")
            self?.viewModel.open(identifier: identifier)
        }
        hostedView.onNew = { [weak self] in
            self?.trace.to("CardsViewModel", "createCard()")
            self?.viewModel.createCard()
        }
        hostedView.onRefresh = { [weak self] in
            self?.trace.to("CardsViewModel", "refresh()")
            self?.viewModel.refresh()
        }
        hostedView.onQuit = { [weak self] in
            self?.trace.from("CardsView", "quit")
            self?.screens.shell.quit()
        }
    }

    private func bind() {
        viewModel.$cards.dropFirst().bind { [weak self] cards in
            self?.trace.from("CardsViewModel", "cards (\(cards.tiles.count))")
            self?.hostedView.data = cards
            self?.screens.shell.setNeedsDisplay()
        }.store(in: &bindings)
        viewModel.$selectedIdentifier.compactMap { $0 }.bind { [weak self] identifier in
            self?.trace.from("CardsViewModel", "selectedIdentifier (\(identifier))")
            self?.hostedView.selectedIdentifier = identifier
        }.store(in: &bindings)
        viewModel.status.bind { [weak self] message in
            self?.trace.from("CardsViewModel", "status (\(message.text))")
            self?.screens.shell.showStatus(message.text, busy: message.busy, isError: message.isError, about: self)
        }.store(in: &bindings)
        viewModel.cardStatus.bind { [weak self] message in
            self?.trace.from("CardsViewModel", "cardStatus (\(message.text))")
            self?.screens.shell.showStatus(
                message.text, busy: message.busy, isError: message.isError, about: self?.openedCard)
        }.store(in: &bindings)
        viewModel.route.bind { [weak self] route in self?.perform(route) }.store(in: &bindings)
    }

    private func perform(_ route: CardsViewModel.Route) {
        switch route {
        case .details(let details):
            trace.from("CardsViewModel", "route (details)")
            trace.to("CardDetailsViewController", "push(\(details.mode))")
            let card = CardDetailsViewController(viewModel: details, screens: screens)
            openedCard = card
            screens.shell.push(card)
        }
    }
}
