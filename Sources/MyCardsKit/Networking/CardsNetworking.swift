/// Downloads cards and parses them. Completions run on the main actor.
public protocol ParsedDataDownloading: Sendable {
    func download(completion: @escaping @MainActor @Sendable (Result<ParsedCards, NetworkError>) -> Void)
    /// The same, stoppable: `cancellation` cancelled stops the download where the client can (the app's HTTP client
    /// closes its connection), and `completion` is then never called.
    func download(
        cancellation: NetworkCancellation,
        completion: @escaping @MainActor @Sendable (Result<ParsedCards, NetworkError>) -> Void)
    /// The cards the backend has now. Cancelling the awaiting task stops the download where the client can (the
    /// app's HTTP client closes its connection) and throws `.cancelled`.
    func download() async throws(NetworkError) -> ParsedCards
}

extension ParsedDataDownloading {
    public func download() async throws(NetworkError) -> ParsedCards {
        let cancellation = NetworkCancellation()
        return try await answer(
            of: { completion in download(cancellation: cancellation, completion: completion) },
            cancel: { cancellation.cancel() }, cancelled: .failure(.cancelled)
        ).get()
    }

    public func download(completion: @escaping @MainActor @Sendable (Result<ParsedCards, NetworkError>) -> Void) {
        bridge(completion) { () async throws(NetworkError) in try await download() }
    }

    /// A downloader that cannot stop its work: once cancelled, its answer is dropped.
    public func download(
        cancellation: NetworkCancellation,
        completion: @escaping @MainActor @Sendable (Result<ParsedCards, NetworkError>) -> Void
    ) {
        download { result in
            if !cancellation.isCancelled { completion(result) }
        }
    }
}

/// Converts cards to JSON and uploads them. Completions run on the main actor.
public protocol JSONConvertibleDataUploading: Sendable {
    func upload(_ cards: [Card], completion: @escaping @MainActor @Sendable (Result<Void, NetworkError>) -> Void)
    /// Uploads `cards`; an upload is never cancelled with the screen that asked for it.
    func upload(_ cards: [Card]) async throws(NetworkError)
}

extension JSONConvertibleDataUploading {
    public func upload(_ cards: [Card]) async throws(NetworkError) {
        try await answer { completion in upload(cards, completion: completion) }.get()
    }

    public func upload(_ cards: [Card], completion: @escaping @MainActor @Sendable (Result<Void, NetworkError>) -> Void)
    {
        bridge(completion) { () async throws(NetworkError) in try await upload(cards) }
    }
}

/// Removes a card from the backend. Completions run on the main actor. A card the backend does not have (404)
/// counts as removed: the delete's purpose is met, so no caller has to know that protocol fact.
public protocol RemoteCardDeleting: Sendable {
    func delete(
        identifier: String, completion: @escaping @MainActor @Sendable (Result<Void, NetworkError>) -> Void)
    /// Removes the card; a delete is never cancelled with the screen that asked for it.
    func delete(identifier: String) async throws(NetworkError)
}

extension RemoteCardDeleting {
    public func delete(identifier: String) async throws(NetworkError) {
        try await answer { completion in delete(identifier: identifier, completion: completion) }.get()
    }

    public func delete(
        identifier: String, completion: @escaping @MainActor @Sendable (Result<Void, NetworkError>) -> Void
    ) {
        bridge(completion) { () async throws(NetworkError) in try await delete(identifier: identifier) }
    }
}

/// Everything the screens ask of the backend.
public typealias CardsNetworking = ParsedDataDownloading & JSONConvertibleDataUploading & RemoteCardDeleting
