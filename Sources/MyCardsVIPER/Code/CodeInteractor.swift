import MyCardsKit

/// The card whose code is drawn, as stored now: another window may change it while the screen is up, and a till
/// must not scan a stale number. A card gone from the store keeps its last code, as the Card module keeps it. The
/// interactor owns the following and its reads; `stopFollowingCard()`, as the module closes, cancels them.
@MainActor
final class CodeInteractor: CodeInteractorInput {
    weak var output: (any CodeInteractorOutput)?
    private(set) var card: CardItem
    private let cards: any PersistenceWorking<Card>
    private var following: Task<Void, Never>?
    private var reading: Task<Void, Never>?

    init(card: CardItem, cards: any PersistenceWorking<Card>) {
        self.card = card
        self.cards = cards
    }

    func followCard() {
        if following == nil {
            following = Task { [weak self, changes = cards.changes.values()] in
                for await _ in changes { self?.readCard() }
            }
        }
        readCard()
    }

    func stopFollowingCard() {
        following?.cancel()
        reading?.cancel()
        (following, reading) = (nil, nil)
    }

    /// A newer read cancels an older one: the card as stored last is the one drawn. The store is asked at once, its
    /// answer awaited.
    private func readCard() {
        reading?.cancel()
        let identifier = card.identifier
        reading = Task { [weak self, answers = cards.answers(to: .card(identifier: identifier))] in
            for await answer in answers {
                let stored = (try? answer.get())?.first { $0.identifier == identifier }
                guard let self, !Task.isCancelled, let stored else { return }
                card = CardItem(stored)
                output?.didReloadCard()
            }
        }
    }
}
