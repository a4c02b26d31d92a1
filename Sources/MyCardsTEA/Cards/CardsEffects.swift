import MyCardsKit

/// The Cards screen's effects: each one call through a client, its answer an action.
extension Effect where Action == CardsAction {
    static var observeStore: Self {
        .run(id: CardsEffectID.storeChanges) { environment, send in
            for await _ in environment.cards.changes() { send(.storeChanged) }
        }
    }

    /// The cards in display order. A read replaces the one before, which is cancelled: an answer to an older read
    /// than the newest never arrives. The first read of a long list answers twice (a page, then all).
    static var readCards: Self {
        .run(id: CardsEffectID.read) { environment, send in
            for await answer in environment.cards.cardsInDisplayOrder() { send(.cardsRead(answer)) }
        }
    }

    /// Cancelled (the app quitting), its connection is closed, not only its answer dropped.
    static var download: Self {
        .run { environment, send in
            let answer = await Result { () async throws(NetworkError) in try await environment.backend.download() }
            send(.downloaded(answer))
        }
    }

    static func mergeDownloaded(_ parsed: ParsedCards) -> Self {
        .run { environment, send in
            let answer = await Result { () async throws(PersistenceError) in
                try await environment.cards.mergeDownloaded(parsed.cards)
            }
            send(.merged(parsed, answer))
        }
    }

    static var pendingUploads: Self {
        .run { environment, send in
            let answer = await Result { () async throws(PersistenceError) in
                try await environment.cards.pendingUploads()
            }
            send(.pendingUploadsRead(answer))
        }
    }

    static var pendingDeletions: Self {
        .run { environment, send in
            let answer = await Result { () async throws(PersistenceError) in
                try await environment.cards.pendingDeletions()
            }
            send(.pendingDeletionsRead(answer))
        }
    }

    static func upload(_ pending: [Card]) -> Self {
        .run { environment, send in
            let answer = await Result { () async throws(NetworkError) in try await environment.backend.upload(pending) }
            send(.pendingUploaded(pending, failure: answer.failure))
        }
    }

    static func markUploaded(_ pending: [Card]) -> Self {
        .run { environment, _ in try? await environment.cards.markUploaded(pending) }
    }

    static func deleteOnBackend(_ identifier: String) -> Self {
        .run { environment, send in
            let answer = await Result { () async throws(NetworkError) in
                try await environment.backend.delete(identifier)
            }
            send(.pendingDeleted(identifier, failure: answer.failure))
        }
    }

    static func markDeletedOnBackend(_ identifier: String) -> Self {
        .run { environment, _ in try? await environment.cards.markDeletedOnBackend([identifier]) }
    }

    /// A new, empty card with a fresh identifier, for the form to make.
    static var newCard: Self {
        .run { environment, send in send(.delegate(.create(Card.new(identifier: environment.newIdentifier())))) }
    }
}

/// The Cards screen's long-running effects.
enum CardsEffectID: Hashable {
    case storeChanges, read
}
