import MyCardsKit

/// The Card screen's effects: each one call through a client, its answer an action.
extension Effect where Action == CardDetailsAction {
    static var observeStore: Self {
        .run(id: CardDetailsEffectID.storeChanges) { environment, send in
            for await _ in environment.cards.changes() { send(.storeChanged) }
        }
    }

    static func readCard(_ identifier: String) -> Self {
        .run { environment, send in send(.cardRead(await environment.cards.card(identifier))) }
    }

    static func setFavourite(_ isFavourite: Bool, _ identifier: String) -> Self {
        .run { environment, send in
            let answer = await Result { () async throws(PersistenceError) in
                try await environment.cards.setFavourite(isFavourite, identifier)
            }
            send(.favouriteAnswered(answer))
        }
    }

    static func scanNumber(_ photo: Photo) -> Self {
        .run { environment, send in send(.numberRead(await environment.barcodes.scan(photo))) }
    }

    static func save(_ card: Card) -> Self {
        .run { environment, send in
            let answer = await Result { () async throws(PersistenceError) in try await environment.cards.save(card) }
            send(.saveAnswered(card, answer))
        }
    }

    static func remove(_ identifier: String) -> Self {
        .run { environment, send in
            let answer = await Result { () async throws(PersistenceError) in
                try await environment.cards.remove(identifier)
            }
            send(.removeAnswered(failure: answer.failure))
        }
    }
}

/// The Card screen's long-running effect.
enum CardDetailsEffectID: Hashable {
    case storeChanges
}
