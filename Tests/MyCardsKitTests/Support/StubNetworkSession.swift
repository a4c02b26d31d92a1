import Foundation
import MyCardsKit

/// Answers every request at once with a canned result and records what was asked.
final class StubNetworkSession: NetworkSession, @unchecked Sendable {
    private(set) var requests: [HTTPRequest] = []
    /// The cancellation each request came with.
    private(set) var cancellations: [NetworkCancellation] = []
    var result: Result<(Data, HTTPResponse), NetworkError>

    init(result: Result<(Data, HTTPResponse), NetworkError>) {
        self.result = result
    }

    convenience init(status: Int = 200, body: Data = Data()) {
        self.init(result: .success((body, HTTPResponse(status: status))))
    }

    convenience init(error: NetworkError) {
        self.init(result: .failure(error))
    }

    func send(
        _ request: HTTPRequest, cancellation: NetworkCancellation,
        completion: @escaping @Sendable (Result<(Data, HTTPResponse), NetworkError>) -> Void
    ) {
        requests.append(request)
        cancellations.append(cancellation)
        completion(result)
    }
}
