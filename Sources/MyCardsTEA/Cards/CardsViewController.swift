import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The Cards screen on the navigation stack: draws `CardsState` with the shared `CardsView` and turns the view's
/// events into actions. It decides nothing. As the root screen it keeps the app (`AppHost`, and the store) alive.
@MainActor
final class CardsViewController: ScreenHosting {
    let hostedView: CardsView
    private let send: @MainActor (CardsAction) -> Void
    private var shown: CardsState?
    /// The app behind the root screen, for as long as the shell shows it.
    var app: AnyObject?

    init(theme: Theme, photoCache: PhotoCache, send: @escaping @MainActor (CardsAction) -> Void) {
        self.send = send
        hostedView = CardsView(theme: theme, photoCache: photoCache)
        hostedView.onOpen = { send(.openTapped($0)) }
        hostedView.onNew = { send(.newTapped) }
        hostedView.onRefresh = { send(.refreshTapped) }
        hostedView.onQuit = { send(.quitTapped) }
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
