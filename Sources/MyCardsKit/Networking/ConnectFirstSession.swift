import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Opens (and closes) a TCP connection to the backend within `connectTimeout` before handing the request to
/// `base`: URLSession has only an idle timer, which would make a host that never answers the connect wait the
/// whole request timeout. The check runs on a background queue, never on the caller's.
public struct ConnectFirstSession: NetworkSession {
    private let base: any NetworkSession
    private let connectTimeout: TimeInterval
    private let queue: any Dispatching

    public init(
        base: any NetworkSession, connectTimeout: TimeInterval,
        queue: any Dispatching = AsyncQueue.background
    ) {
        self.base = base
        self.connectTimeout = connectTimeout
        self.queue = queue
    }

    public func send(
        _ request: URLRequest, completion: @escaping @Sendable (Result<(Data, HTTPURLResponse), any Error>) -> Void
    ) {
        queue.dispatch { [base, connectTimeout] in
            guard let url = request.url, let host = url.host else {
                return completion(.failure(URLError(.badURL)))
            }
            let port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
            switch TCPConnectProbe.connect(host: host, port: port, timeout: connectTimeout) {
            case .connected: base.send(request, completion: completion)
            case .timedOut: completion(.failure(URLError(.timedOut)))
            case .failed(let reason):
                completion(.failure(URLError(.cannotConnectToHost, userInfo: [NSLocalizedDescriptionKey: reason])))
            }
        }
    }
}
