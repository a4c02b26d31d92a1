/// Downloads cards and parses them.
public protocol ParsedDataDownloading: Sendable {
    /// The cards the backend has now. Cancelling the awaiting task stops the download where the client can (the
    /// app's HTTP client closes its connection) and throws `.cancelled`.
    func download() async throws(NetworkError) -> ParsedCards
}

/// Converts cards to JSON and uploads them.
public protocol JSONConvertibleDataUploading: Sendable {
    /// Uploads `cards`; an upload is never cancelled with the screen that asked for it.
    func upload(_ cards: [Card]) async throws(NetworkError)
}

/// Removes a card from the backend. A card the backend does not have (404) counts as removed: the delete's purpose
/// is met, so no caller has to know that protocol fact.
public protocol RemoteCardDeleting: Sendable {
    /// Removes the card; a delete is never cancelled with the screen that asked for it.
    func delete(identifier: String) async throws(NetworkError)
}

/// Everything the screens ask of the backend.
public typealias CardsNetworking = ParsedDataDownloading & JSONConvertibleDataUploading & RemoteCardDeleting
