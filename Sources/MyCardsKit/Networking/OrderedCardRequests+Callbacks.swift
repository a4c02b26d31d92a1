// TEMPORARY (issue 36), goes with CardsNetworking+Callbacks.swift: the callback forms of `OrderedCardRequests`,
// in the same queue as the async forms, answering in the turn the base answers (`CardsNetworkingCallbacks`).

extension OrderedCardRequests: CardsNetworkingCallbacks {
    /// Cancelled before it is sent, it is never sent; cancelled while sent, the base stops it (and answers nothing),
    /// and the requests behind it go on at once.
    public func download(
        cancellation: NetworkCancellation,
        answering completion: @escaping @MainActor @Sendable (Result<ParsedCards, NetworkError>) -> Void
    ) {
        let number = enqueue(.everyCard) { [base] finished in
            base.download(cancellation: cancellation) { result in
                if !cancellation.isCancelled { completion(result) }
                finished()
            }
        }
        cancellation.whenCancelled { [weak self] in self?.withdraw(number) }
    }

    public func upload(
        _ cards: [Card], answering completion: @escaping @MainActor @Sendable (Result<Void, NetworkError>) -> Void
    ) {
        enqueue(.cards(Set(cards.map(\.identifier)))) { [base] finished in
            base.upload(cards) { result in
                completion(result)
                finished()
            }
        }
    }

    public func delete(
        identifier: String, answering completion: @escaping @MainActor @Sendable (Result<Void, NetworkError>) -> Void
    ) {
        enqueue(.cards([identifier])) { [base] finished in
            base.delete(identifier: identifier) { result in
                completion(result)
                finished()
            }
        }
    }
}
