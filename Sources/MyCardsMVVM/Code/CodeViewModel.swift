import MyCardsDisplayData
import MyCardsKit
import Observation

/// A card's number as the checkout's scanner will read it: the name, the number and its barcode, as stored now
/// (another window may change it while the screen is up: a till must not scan a stale number; a card gone keeps its
/// last code, as the Card screen keeps it); closing is the only thing to do.
@MainActor
@Observable
final class CodeViewModel: CodeViewModelType, CodeViewModelInputs, CodeViewModelOutputs {
    var inputs: any CodeViewModelInputs { self }
    var outputs: any CodeViewModelOutputs { self }

    private(set) var code: CodeDisplayData
    private(set) var route: Event<CodeRoute>?

    @ObservationIgnored let tasks = ScreenTasks()

    init(card: Card, services: ViewModelServices) {
        code = CodeDisplayData(card: card)
        tasks.follow { [weak self, cards = services.cards, identifier = card.identifier] in
            for await _ in cards.changes.values() {
                self?.tasks.run { [weak self] in
                    let stored = try? await cards.get(.card(identifier: identifier))
                    guard let card = stored?.first(where: { $0.identifier == identifier }) else { return }
                    self?.code = CodeDisplayData(card: card)
                }
            }
        }
    }

    func close() {
        route = Event(.close)
    }
}
