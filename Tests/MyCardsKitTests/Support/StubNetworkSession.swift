import Foundation
import MyCardsKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers every request at once with a canned result and records what was asked.
final class StubNetworkSession: NetworkSession, @unchecked Sendable {
    private(set) var requests: [URLRequest] = []
    var result: Result<(Data, HTTPURLResponse), any Error>

    init(result: Result<(Data, HTTPURLResponse), any Error>) {
        self.result = result
    }

    convenience init(status: Int = 200, body: Data = Data()) {
        self.init(result: .success((body, Self.response(status: status))))
    }

    convenience init(error: any Error) {
        self.init(result: .failure(error))
    }

    func send(
        _ request: URLRequest, completion: @escaping @Sendable (Result<(Data, HTTPURLResponse), any Error>) -> Void
    ) {
        requests.append(request)
        completion(result)
    }

    static func response(status: Int) -> HTTPURLResponse {
        HTTPURLResponse(
            url: URL(string: "http://backend.test/")!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: [:])!
    }
}
