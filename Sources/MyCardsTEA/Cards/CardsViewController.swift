import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The Cards screen on the navigation stack: draws `CardsState` with the shared `CardsView` and turns the view's
/// events into actions. It decides nothing. As the root screen, held by the shell for as long as the app runs, it keeps
/// the app (`AppHost`, and the store) alive; the host holds it only weakly.
@MainActor
final class CardsViewController: ScreenHosting {
    let hostedView: CardsView
    /// Where its actions go: set by the app's host, which is made with this root screen.
    var send: @MainActor (CardsAction) -> Void = { _ in }
    private var shown: CardsState?
    /// The app behind the root screen, for as long as the shell shows it.
    var app: AppHost?

    init(theme: Theme, photoCache: PhotoCache) {
        hostedView = CardsView(theme: theme, photoCache: photoCache)
        hostedView.onOpen = { [weak self] in self?.send(.openTapped($0)) }
        hostedView.onNew = { [weak self] in self?.send(.newTapped) }
        hostedView.onRefresh = { [weak self] in self?.send(.refreshTapped) }
        hostedView.onQuit = { [weak self] in self?.send(.quitTapped) }
    }

    func update(_ state: CardsState) {
        defer { shown = state }
        if state.cards != shown?.cards {
            hostedView.data = state.cards.map { CardsDisplayData(tiles: $0.map(CardTile.init(card:))) } ?? .loading
        }
        if state.selection != shown?.selection, let identifier = state.selection {
            hostedView.selectedIdentifier = identifier
        }
    }

    func screenWillAppear() {
        send(.appeared)
    }
}
