// TEMPORARY (issue 36): the network's completion-handler forms, for the architectures that still call them. They
// are no requirements any more: each awaits the async form in a main-actor task and hands its answer on. This file
// and OrderedCardRequests+Callbacks.swift go when the last architecture has moved to the async forms.

/// TEMPORARY, goes with this file: a conformer that still answers a callback caller itself, in the turn its answer
/// is ready, as every conformer did before issue 36 — the shared test doubles, and `OrderedCardRequests` and
/// `TracedNetwork` over them — so the callback callers' tests keep the timing they were written for. Any other
/// conformer's callback forms answer a turn later, from a task.
public protocol CardsNetworkingCallbacks: CardsNetworking {
    /// `cancellation` cancelled stops the download where the conformer can, and `completion` is then never called.
    func download(
        cancellation: NetworkCancellation,
        answering completion: @escaping @MainActor @Sendable (Result<ParsedCards, NetworkError>) -> Void)
    func upload(
        _ cards: [Card], answering completion: @escaping @MainActor @Sendable (Result<Void, NetworkError>) -> Void)
    func delete(
        identifier: String, answering completion: @escaping @MainActor @Sendable (Result<Void, NetworkError>) -> Void)
}

extension ParsedDataDownloading {
    public func download(completion: @escaping @MainActor @Sendable (Result<ParsedCards, NetworkError>) -> Void) {
        download(cancellation: NetworkCancellation(), completion: completion)
    }

    /// The same, stoppable: `cancellation` cancelled cancels the download's task (the app's HTTP client closes its
    /// connection), and `completion` is then never called.
    public func download(
        cancellation: NetworkCancellation,
        completion: @escaping @MainActor @Sendable (Result<ParsedCards, NetworkError>) -> Void
    ) {
        if let direct = self as? any CardsNetworkingCallbacks {
            direct.download(cancellation: cancellation, answering: completion)
            return
        }
        let task = Task { @MainActor in
            let result: Result<ParsedCards, NetworkError>
            do throws(NetworkError) { result = .success(try await download()) } catch { result = .failure(error) }
            if !cancellation.isCancelled { completion(result) }
        }
        cancellation.whenCancelled { task.cancel() }
    }
}

extension JSONConvertibleDataUploading {
    public func upload(_ cards: [Card], completion: @escaping @MainActor @Sendable (Result<Void, NetworkError>) -> Void)
    {
        if let direct = self as? any CardsNetworkingCallbacks {
            direct.upload(cards, answering: completion)
            return
        }
        bridge(completion) { () async throws(NetworkError) in try await upload(cards) }
    }
}

extension RemoteCardDeleting {
    public func delete(
        identifier: String, completion: @escaping @MainActor @Sendable (Result<Void, NetworkError>) -> Void
    ) {
        if let direct = self as? any CardsNetworkingCallbacks {
            direct.delete(identifier: identifier, answering: completion)
            return
        }
        bridge(completion) { () async throws(NetworkError) in try await delete(identifier: identifier) }
    }
}
