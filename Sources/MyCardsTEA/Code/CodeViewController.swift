import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The Code screen on the navigation stack: a card's number drawn as its barcode.
@MainActor
final class CodeViewController: ScreenHosting, DestinationHosting {
    let hostedView: CodeView
    private let send: @MainActor (CodeAction) -> Void

    init(theme: Theme, send: @escaping @MainActor (CodeAction) -> Void) {
        self.send = send
        hostedView = CodeView(theme: theme)
        hostedView.onClose = { send(.closeTapped) }
    }

    func screenWillAppear() {
        send(.appeared)
    }

    func update(_ destination: Destination) {
        guard case .code(let state) = destination else { return }
        let data = CodeDisplayData(card: state.card)
        if data != hostedView.data { hostedView.data = data }
    }
}
