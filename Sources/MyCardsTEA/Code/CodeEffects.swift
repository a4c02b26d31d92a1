import MyCardsKit

/// The Code screen's effects: the store's changes, and the card read again.
extension Effect where Action == CodeAction {
    static var observeStore: Self {
        .subscription(id: CodeEffectID.storeChanges) { environment, respond in
            let observation = environment.cards.observeChanges { respond(.storeChanged) }
            return Cancellation { observation.cancel() }
        }
    }

    static func readCard(_ identifier: String) -> Self {
        .task { environment, respond in environment.cards.card(identifier) { respond(.cardRead($0)) } }
    }
}

/// The Code screen's long-running effect.
enum CodeEffectID: Hashable {
    case storeChanges
}
