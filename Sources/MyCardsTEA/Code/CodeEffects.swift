import MyCardsKit

/// The Code screen's effects: the store's changes, and the card read again.
extension Effect where Action == CodeAction {
    static var observeStore: Self {
        .run(id: CodeEffectID.storeChanges) { environment, send in
            for await _ in environment.cards.changes() { send(.storeChanged) }
        }
    }

    static func readCard(_ identifier: String) -> Self {
        .run { environment, send in send(.cardRead(await environment.cards.card(identifier))) }
    }
}

/// The Code screen's long-running effect.
enum CodeEffectID: Hashable {
    case storeChanges
}
