// TEMPORARY (issue 36), goes with CardsNetworking+Callbacks.swift: the traced network's callback forms, answering
// in the turn the client behind answers (`CardsNetworkingCallbacks`).

extension TracedNetwork: CardsNetworkingCallbacks {
    /// The same line as `download()`: whether the caller can stop it is no message of its own.
    public func download(
        cancellation: NetworkCancellation,
        answering completion: @escaping @MainActor @Sendable (Result<ParsedCards, NetworkError>) -> Void
    ) {
        let answer = route.answering("download", completion)
        route.call("download()") { base.download(cancellation: cancellation, completion: answer) }
    }

    public func upload(
        _ cards: [Card], answering completion: @escaping @MainActor @Sendable (Result<Void, NetworkError>) -> Void
    ) {
        let answer = route.answering("upload", completion)
        route.call("upload([Card])") { base.upload(cards, completion: answer) }
    }

    public func delete(
        identifier: String, answering completion: @escaping @MainActor @Sendable (Result<Void, NetworkError>) -> Void
    ) {
        let answer = route.answering("delete", completion)
        route.call("delete(String)") { base.delete(identifier: identifier, completion: answer) }
    }
}
