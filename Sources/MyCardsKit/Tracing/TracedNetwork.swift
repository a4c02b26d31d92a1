/// The backend client as a traced boundary: a call and its answer are one line each.
public struct TracedNetwork: ParsedDataDownloading, JSONConvertibleDataUploading, RemoteCardDeleting {
    private let base: any CardsNetworking
    private let route: BoundaryRoute

    public init(_ base: any CardsNetworking, tracer: any Tracing) {
        self.base = base
        route = BoundaryRoute(tracer: tracer, holder: "App", receiver: BoundaryRoute.name(of: base))
    }

    public func download(completion: @escaping @MainActor @Sendable (Result<ParsedCards, NetworkError>) -> Void) {
        let answer = route.answering("download", completion)
        route.call("download()") { base.download(completion: answer) }
    }

    /// The same line as `download(completion:)`: whether the caller can stop it is no message of its own.
    public func download(
        cancellation: NetworkCancellation,
        completion: @escaping @MainActor @Sendable (Result<ParsedCards, NetworkError>) -> Void
    ) {
        let answer = route.answering("download", completion)
        route.call("download()") { base.download(cancellation: cancellation, completion: answer) }
    }

    public func upload(
        _ cards: [Card], completion: @escaping @MainActor @Sendable (Result<Void, NetworkError>) -> Void
    ) {
        let answer = route.answering("upload", completion)
        route.call("upload([Card])") { base.upload(cards, completion: answer) }
    }

    public func delete(
        identifier: String, completion: @escaping @MainActor @Sendable (Result<Void, NetworkError>) -> Void
    ) {
        let answer = route.answering("delete", completion)
        route.call("delete(String)") { base.delete(identifier: identifier, completion: answer) }
    }
}
