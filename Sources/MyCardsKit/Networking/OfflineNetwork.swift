/// The backend of a run with `--offline`: every call fails at once, and nothing touches the network.
public struct OfflineNetwork: CardsNetworking {
    public static let error = NetworkError.disabled

    public init() {}

    public func download() async throws(NetworkError) -> ParsedCards {
        throw Self.error
    }

    public func upload(_ cards: [Card]) async throws(NetworkError) {
        throw Self.error
    }

    public func delete(identifier: String) async throws(NetworkError) {
        throw Self.error
    }
}
