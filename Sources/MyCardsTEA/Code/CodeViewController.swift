import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The Code screen on the navigation stack: a card's number drawn as its barcode.
@MainActor
final class CodeViewController: ScreenHosting, DestinationHosting {
    let hostedView: CodeView

    init(theme: Theme, send: @escaping @MainActor (CodeAction) -> Void) {
        hostedView = CodeView(theme: theme)
        hostedView.onClose = { send(.closeTapped) }
    }

    func update(_ destination: Destination) {
        guard case .code(let state) = destination else { return }
        let data = CodeDisplayData(card: state.card)
        if data != hostedView.data { hostedView.data = data }
    }
}
