import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The Cards view: owns the dumb grid, reports its events to the presenter, shows what it is told.
@MainActor
final class CardsViewController: ScreenHosting, CardsViewInput {
    let hostedView: MyCardsUI.CardsView
    var output: (any CardsViewOutput)?
    private let shell: any AppShelling

    init(dependencies: ModuleDependencies) {
        shell = dependencies.shell
        hostedView = MyCardsUI.CardsView(theme: dependencies.theme, photoCache: dependencies.photoCache)
        hostedView.onOpen = { [weak self] identifier in
            self?.output?.didSelectCard(identifier: identifier)
        }
        hostedView.onNew = { [weak self] in self?.output?.didTapNewCard() }
        hostedView.onRefresh = { [weak self] in
            self?.output?.didTapRefresh()
        }
        hostedView.onQuit = { [weak self] in self?.output?.didTapQuit() }
    }

    func screenWillAppear() {
        output?.viewWillAppear()
    }

    func show(_ cards: CardsDisplayData) {
        hostedView.data = cards
        shell.setNeedsDisplay()
    }

    func select(identifier: String) {
        hostedView.selectedIdentifier = identifier
    }

    func showStatus(_ status: StatusMessage) {
        shell.showStatus(status.text, busy: status.busy, isError: status.isError, about: self)
    }

    func showStatusOfClosedCard(_ status: StatusMessage) {
        shell.showStatus(status.text, busy: status.busy, isError: status.isError, about: nil)
    }
}
