/// Downloads cards and parses them. Completions run on the main actor.
public protocol ParsedDataDownloading: Sendable {
    func download(completion: @escaping @MainActor @Sendable (Result<ParsedCards, NetworkError>) -> Void)
    /// The same, stoppable: `cancellation` cancelled stops the download where the client can (the app's HTTP client
    /// closes its connection), and `completion` is then never called.
    func download(
        cancellation: NetworkCancellation,
        completion: @escaping @MainActor @Sendable (Result<ParsedCards, NetworkError>) -> Void)
}

extension ParsedDataDownloading {
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
}

/// Removes a card from the backend. Completions run on the main actor. A card the backend does not have (404)
/// counts as removed: the delete's purpose is met, so no caller has to know that protocol fact.
public protocol RemoteCardDeleting: Sendable {
    func delete(
        identifier: String, completion: @escaping @MainActor @Sendable (Result<Void, NetworkError>) -> Void)
}

/// Everything the screens ask of the backend.
public typealias CardsNetworking = ParsedDataDownloading & JSONConvertibleDataUploading & RemoteCardDeleting
