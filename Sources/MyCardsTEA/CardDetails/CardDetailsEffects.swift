import MyCardsKit

/// The Card screen's effects: each one call through a client, its answer an action.
extension Effect where Action == CardDetailsAction {
    static var observeStore: Self {
        .subscription(id: CardDetailsEffectID.storeChanges) { environment, respond in
            let observation = environment.cards.observeChanges { respond(.storeChanged) }
            return Cancellation { observation.cancel() }
        }
    }

    static func readCard(_ identifier: String) -> Self {
        .task { environment, respond in environment.cards.card(identifier) { respond(.cardRead($0)) } }
    }

    static func setFavourite(_ isFavourite: Bool, _ identifier: String) -> Self {
        .task { environment, respond in
            environment.cards.setFavourite(isFavourite, identifier) { respond(.favouriteAnswered($0)) }
        }
    }

    static func scanNumber(_ photo: Photo) -> Self {
        .task { environment, respond in environment.barcodes.scan(photo) { respond(.numberRead($0)) } }
    }

    static func save(_ card: Card) -> Self {
        .task { environment, respond in environment.cards.save(card) { respond(.saveAnswered(card, $0)) } }
    }

    static func remove(_ identifier: String) -> Self {
        .task { environment, respond in
            environment.cards.remove(identifier) { respond(.removeAnswered(failure: $0)) }
        }
    }
}

/// The Card screen's long-running effect.
enum CardDetailsEffectID: Hashable {
    case storeChanges
}
