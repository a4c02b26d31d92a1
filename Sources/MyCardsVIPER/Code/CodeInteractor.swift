import MyCardsKit

/// The card whose code is drawn, as stored now: another window may change it while the screen is up, and a till
/// must not scan a stale number. A card gone from the store keeps its last code, as the Card module keeps it.
@MainActor
final class CodeInteractor: CodeInteractorInput {
    weak var output: (any CodeInteractorOutput)?
    private(set) var card: CardItem
    private let cards: any PersistenceWorking<Card>
    private var storeObservation: StoreObservation?

    init(card: CardItem, cards: any PersistenceWorking<Card>) {
        self.card = card
        self.cards = cards
    }

    func followCard() {
        if storeObservation == nil {
            storeObservation = cards.changes.observe { [weak self] in self?.followCard() }
        }
        cards.storedCard(card.identifier) { [weak self] stored in
            guard let self, let stored else { return }
            card = CardItem(stored)
            output?.didReloadCard()
        }
    }
}
