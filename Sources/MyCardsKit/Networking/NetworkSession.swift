import Foundation

/// The one thing the app needs from an HTTP client, so tests inject a stub and never touch the network.
/// Failures come as the `NetworkError` the status line shows; an HTTP error status is a success here (the
/// service judges it).
public protocol NetworkSession: Sendable {
    /// `cancellation` cancelled stops the request where it stands, and `completion` is then never called.
    func send(
        _ request: HTTPRequest, cancellation: NetworkCancellation,
        completion: @escaping @Sendable (Result<(Data, HTTPResponse), NetworkError>) -> Void)
}

extension NetworkSession {
    /// A request nobody stops.
    public func send(
        _ request: HTTPRequest, completion: @escaping @Sendable (Result<(Data, HTTPResponse), NetworkError>) -> Void
    ) {
        send(request, cancellation: NetworkCancellation(), completion: completion)
    }
}
