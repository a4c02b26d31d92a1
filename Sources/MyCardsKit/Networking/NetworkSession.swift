import Foundation

/// The one thing the app needs from an HTTP client, so tests inject a stub and never touch the network.
/// Failures come as the `NetworkError` the status line shows; an HTTP error status is a success here (the
/// service judges it).
public protocol NetworkSession: Sendable {
    /// The exchange of `request`. Cancelling the awaiting task stops the request where it stands (the app's client
    /// closes its connection, which ends any wait on it at once) and throws `.cancelled`.
    func send(_ request: HTTPRequest) async throws(NetworkError) -> (Data, HTTPResponse)
    /// The exchange of `request`, its body handed to `reader` as it arrives rather than gathered whole; cancelled
    /// as `send(_:)` is. By default `reader` gets `send(_:)`'s whole body at once.
    func send(_ request: HTTPRequest, readingBodyWith reader: some BodyReader) async throws(NetworkError)
        -> HTTPResponse
}

extension NetworkSession {
    public func send(_ request: HTTPRequest, readingBodyWith reader: some BodyReader) async throws(NetworkError)
        -> HTTPResponse
    {
        let (data, response) = try await send(request)
        data.withUnsafeBytes { reader.read($0) }
        return response
    }
}
