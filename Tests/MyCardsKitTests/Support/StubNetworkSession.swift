import Foundation
import MyCardsKit

/// Answers every request at once with a canned result and records what was asked.
final class StubNetworkSession: NetworkSession, @unchecked Sendable {
    private(set) var requests: [HTTPRequest] = []
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
        _ request: HTTPRequest, completion: @escaping @Sendable (Result<(Data, HTTPResponse), NetworkError>) -> Void
    ) {
        requests.append(request)
        completion(result)
    }
}
