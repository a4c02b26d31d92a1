import MyCardsKit

/// The backend as a test wants it: canned results, every call recorded. With `holdsCompletions` the answers
/// wait until `completePending()`, so a test can look at the screen while a request is still running.
public final class NetworkMock: CardsNetworking, @unchecked Sendable {
    public var downloadResult: Result<ParsedCards, NetworkError> = .success(ParsedCards(cards: []))
    public var uploadResult: Result<Void, NetworkError> = .success(())
    public var deleteResult: Result<Void, NetworkError> = .success(())
    public var holdsCompletions = false
    public private(set) var downloadCount = 0
    public private(set) var uploads: [[Card]] = []
    public private(set) var deletes: [String] = []
    private var pending: [@MainActor () -> Void] = []

    public init() {}

    public var pendingCount: Int { pending.count }

    @MainActor
    public func completePending() {
        let calls = pending
        pending = []
        for call in calls { call() }
    }

    public func download(completion: @escaping @MainActor @Sendable (Result<ParsedCards, NetworkError>) -> Void) {
        downloadCount += 1
        answer { [downloadResult] in completion(downloadResult) }
    }

    public func upload(
        _ cards: [Card], completion: @escaping @MainActor @Sendable (Result<Void, NetworkError>) -> Void
    ) {
        uploads.append(cards)
        answer { [uploadResult] in completion(uploadResult) }
    }

    public func delete(
        identifier: String, completion: @escaping @MainActor @Sendable (Result<Void, NetworkError>) -> Void
    ) {
        deletes.append(identifier)
        answer { [deleteResult] in completion(deleteResult) }
    }

    private func answer(_ call: @escaping @MainActor () -> Void) {
        MainActor.assumeIsolated {
            if holdsCompletions {
                pending.append(call)
            } else {
                call()
            }
        }
    }
}
