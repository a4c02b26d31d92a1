import Foundation
import MyCardsKit

/// Answers every request at once with a canned result and records what was asked, and whether the asking task was
/// cancelled by then.
final class StubNetworkSession: NetworkSession, @unchecked Sendable {
    // @unchecked: a test's session is set up before the request and read after it; the lock guards the records.
    private let lock = NSLock()
    private var recorded: [HTTPRequest] = []
    private var cancelledFlags: [Bool] = []
    let result: Result<(Data, HTTPResponse), NetworkError>

    init(result: Result<(Data, HTTPResponse), NetworkError>) {
        self.result = result
    }

    convenience init(status: Int = 200, body: Data = Data()) {
        self.init(result: .success((body, HTTPResponse(status: status))))
    }

    convenience init(error: NetworkError) {
        self.init(result: .failure(error))
    }

    var requests: [HTTPRequest] { lock.withLock { recorded } }
    /// For each request, whether its task was cancelled when it came.
    var cancelled: [Bool] { lock.withLock { cancelledFlags } }

    func send(_ request: HTTPRequest) async throws(NetworkError) -> (Data, HTTPResponse) {
        lock.withLock {
            recorded.append(request)
            cancelledFlags.append(Task.isCancelled)
        }
        return try result.get()
    }
}
