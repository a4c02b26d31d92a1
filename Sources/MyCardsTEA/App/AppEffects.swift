import MyCardsKit

/// The app's own effects: a saved card's upload and a deleted card's backend delete, which outlive the Card screen
/// that asked for them.
extension Effect where Action == AppAction {
    static func upload(_ card: Card, owner: DestinationID) -> Self {
        .task { environment, respond in
            environment.backend.upload([card]) { respond(.uploaded(card, owner: owner, failure: $0)) }
        }
    }

    static func markUploaded(_ card: Card) -> Self {
        .task { environment, respond in environment.cards.markUploaded([card]) { _ in respond(nil) } }
    }

    static func deleteOnBackend(_ identifier: String, owner: DestinationID) -> Self {
        .task { environment, respond in
            environment.backend.delete(identifier) {
                respond(.deletedOnBackend(identifier, owner: owner, failure: $0))
            }
        }
    }

    static func markDeletedOnBackend(_ identifier: String) -> Self {
        .task { environment, respond in environment.cards.markDeletedOnBackend([identifier]) { _ in respond(nil) } }
    }
}
