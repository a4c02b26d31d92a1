import MyCardsKit

/// The app's own effects: a saved card's upload and a deleted card's backend delete, which outlive the Card screen
/// that asked for them (no screen's scope, so leaving the screen cancels neither).
extension Effect where Action == AppAction {
    static func upload(_ card: Card, owner: DestinationID) -> Self {
        .run { environment, send in
            let answer = await Result { () async throws(NetworkError) in try await environment.backend.upload([card]) }
            send(.uploaded(card, owner: owner, failure: answer.failure))
        }
    }

    static func markUploaded(_ card: Card) -> Self {
        .run { environment, _ in try? await environment.cards.markUploaded([card]) }
    }

    static func deleteOnBackend(_ identifier: String, owner: DestinationID) -> Self {
        .run { environment, send in
            let answer = await Result { () async throws(NetworkError) in
                try await environment.backend.delete(identifier)
            }
            send(.deletedOnBackend(identifier, owner: owner, failure: answer.failure))
        }
    }

    static func markDeletedOnBackend(_ identifier: String) -> Self {
        .run { environment, _ in try? await environment.cards.markDeletedOnBackend([identifier]) }
    }
}
