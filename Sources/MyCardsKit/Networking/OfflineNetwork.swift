/// The backend of a run with `--offline`: every call fails at once, and nothing touches the network.
public struct OfflineNetwork: CardsNetworking {
    public static let error = NetworkError.disabled

    private let main: any Dispatching

    public init(main: any Dispatching) {
        self.main = main
    }

    public func download(completion: @escaping @MainActor @Sendable (Result<ParsedCards, NetworkError>) -> Void) {
        main.dispatchOnMain { completion(.failure(Self.error)) }
    }

    public func upload(
        _ cards: [Card], completion: @escaping @MainActor @Sendable (Result<Void, NetworkError>) -> Void
    ) {
        main.dispatchOnMain { completion(.failure(Self.error)) }
    }

    public func delete(
        identifier: String, completion: @escaping @MainActor @Sendable (Result<Void, NetworkError>) -> Void
    ) {
        main.dispatchOnMain { completion(.failure(Self.error)) }
    }
}
