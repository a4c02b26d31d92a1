import MyCardsKit

/// The Cards screen's effects: each one call through a client, its answer an action.
extension Effect where Action == CardsAction {
    static var observeStore: Self {
        .subscription(id: CardsEffectID.storeChanges) { environment, respond in
            let observation = environment.cards.observeChanges { respond(.storeChanged) }
            return Cancellation { observation.cancel() }
        }
    }

    /// The cards in display order. A read replaces the one before, whose answers are then dropped: an answer to an
    /// older read than the newest never arrives. The first read of a long list answers twice (a page, then all).
    static var readCards: Self {
        .stream(id: CardsEffectID.read) { environment, respond in
            environment.cards.cardsInDisplayOrder { respond(.cardsRead($0)) }
        }
    }

    /// Stoppable: cancelled (the app quitting), its connection is closed, not only its answer dropped.
    static var download: Self {
        .stoppable { environment, respond in
            let cancellation = NetworkCancellation()
            environment.backend.download(cancellation) { respond(.downloaded($0)) }
            return Cancellation { cancellation.cancel() }
        }
    }

    static func mergeDownloaded(_ parsed: ParsedCards) -> Self {
        .task { environment, respond in
            environment.cards.mergeDownloaded(parsed.cards) { respond(.merged(parsed, $0)) }
        }
    }

    static var pendingUploads: Self {
        .task { environment, respond in environment.cards.pendingUploads { respond(.pendingUploadsRead($0)) } }
    }

    static var pendingDeletions: Self {
        .task { environment, respond in environment.cards.pendingDeletions { respond(.pendingDeletionsRead($0)) } }
    }

    static func upload(_ pending: [Card]) -> Self {
        .task { environment, respond in
            environment.backend.upload(pending) { respond(.pendingUploaded(pending, failure: $0)) }
        }
    }

    static func markUploaded(_ pending: [Card]) -> Self {
        .task { environment, respond in environment.cards.markUploaded(pending) { _ in respond(nil) } }
    }

    static func deleteOnBackend(_ identifier: String) -> Self {
        .task { environment, respond in
            environment.backend.delete(identifier) { respond(.pendingDeleted(identifier, failure: $0)) }
        }
    }

    static func markDeletedOnBackend(_ identifier: String) -> Self {
        .task { environment, respond in environment.cards.markDeletedOnBackend([identifier]) { _ in respond(nil) } }
    }

    /// A new, empty card with a fresh identifier, for the form to make.
    static var newCard: Self {
        .task { environment, respond in
            respond(.delegate(.create(Card.new(identifier: environment.newIdentifier()))))
        }
    }
}

/// The Cards screen's long-running effects.
enum CardsEffectID: Hashable {
    case storeChanges, read
}
