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
    /// The controller's tasks (internal, so a spec can await what it started): the store followed while the screen
    /// is up, and the card read again after a change, a newer read cancelling the one before.
    private(set) var following: Task<Void, Never>?
    private(set) var reading: Task<Void, Never>?

    init(card: Card, dependencies: MVCDependencies) {
        self.dependencies = dependencies
        identifier = card.identifier
        hostedView = CodeView(theme: dependencies.theme)
        hostedView.data = CodeDisplayData(card: card)
        hostedView.onClose = { [weak self] in self?.close() }
    }

    /// From the store as it is when the screen comes up (the card it was opened with), each change shows.
    func screenWillAppear() {
        guard following == nil else { return }
        let changes = dependencies.cards.changes.values()
        following = Task { [weak self] in
            for await _ in changes { self?.reload() }
        }
    }

    /// Nothing covers the Code screen: it disappears when it is closed, and its work stops with it.
    func screenDidDisappear() {
        following?.cancel()
        following = nil
        reading?.cancel()
    }

    /// A card gone from the store keeps its last code, as the Card screen keeps it.
    private func reload() {
        reading?.cancel()
        reading = Task { [weak self, cards = dependencies.cards, identifier] in
            let stored = (try? await cards.get(.card(identifier: identifier)))?.first { $0.identifier == identifier }
            guard !Task.isCancelled, let self, let stored else { return }
            hostedView.data = CodeDisplayData(card: stored)
            dependencies.shell.setNeedsDisplay()
        }
    }

    private func close() {
        dependencies.shell.pop()
    }
}
