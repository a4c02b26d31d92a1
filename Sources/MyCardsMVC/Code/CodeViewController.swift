import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The Code screen in MVC: shows a card's number as its barcode for a checkout's scanner; closing pops it.
@MainActor
final class CodeViewController: ScreenHosting {
    let hostedView: CodeView
    private let dependencies: MVCDependencies

    init(card: Card, dependencies: MVCDependencies) {
        self.dependencies = dependencies
        hostedView = CodeView(theme: dependencies.theme)
        hostedView.data = CodeDisplayData(card: card)
        hostedView.onClose = { [weak self] in self?.close() }
    }

    private func close() {
        dependencies.shell.pop()
    }
}
