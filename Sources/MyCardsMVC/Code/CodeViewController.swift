import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The Code screen in MVC: shows a card's number as its barcode for a checkout's scanner, as stored now (another
/// window may change it while the screen is up: a till must not scan a stale number); closing pops it.
@MainActor
final class CodeViewController: ScreenHosting {
    let hostedView: CodeView
    private let dependencies: MVCDependencies
    private let identifier: String
    private var storeObservation: StoreObservation?

    init(card: Card, dependencies: MVCDependencies) {
        self.dependencies = dependencies
        identifier = card.identifier
        hostedView = CodeView(theme: dependencies.theme)
        hostedView.data = CodeDisplayData(card: card)
        hostedView.onClose = { [weak self] in self?.close() }
        storeObservation = dependencies.cards.changes.observe { [weak self] in self?.reload() }
    }

    /// A card gone from the store keeps its last code, as the Card screen keeps it.
    private func reload() {
        dependencies.cards.storedCard(identifier) { [weak self] stored in
            guard let self, let stored else { return }
            hostedView.data = CodeDisplayData(card: stored)
            dependencies.shell.setNeedsDisplay()
        }
    }

    private func close() {
        dependencies.shell.pop()
    }
}
