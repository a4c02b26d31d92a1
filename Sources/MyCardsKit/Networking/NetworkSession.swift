import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The one thing the app needs from URLSession, so tests inject a stub and never touch the network.
public protocol NetworkSession: Sendable {
    func send(
        _ request: URLRequest, completion: @escaping @Sendable (Result<(Data, HTTPURLResponse), any Error>) -> Void)
}

extension URLSession: NetworkSession {
    public func send(
        _ request: URLRequest, completion: @escaping @Sendable (Result<(Data, HTTPURLResponse), any Error>) -> Void
    ) {
        let task = dataTask(with: request) { data, response, error in
            if let error {
                completion(.failure(error))
            } else if let response = response as? HTTPURLResponse {
                completion(.success((data ?? Data(), response)))
            } else {
                completion(.failure(URLError(.badServerResponse)))
            }
        }
        task.resume()
    }

    /// A session that keeps nothing on disk and gives up on a request after `timeouts.total`. (Its "request"
    /// timeout is an idle timer; set to the total, a slow answer within the total still arrives.)
    public static func backend(timeouts: NetworkTimeouts = .standard) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeouts.total
        configuration.timeoutIntervalForResource = timeouts.total
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return URLSession(configuration: configuration)
    }
}
