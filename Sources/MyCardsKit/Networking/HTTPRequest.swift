import Foundation

/// One request to the backend: what the app's own HTTP client (`SocketHTTPSession`) sends. A plain value, so
/// tests can check it without a network and the app needs no FoundationNetworking (and so no libcurl).
public struct HTTPRequest: Equatable, Sendable {
    public var method: HTTPMethod
    public var url: URL
    /// Header fields by name as given; `value(forField:)` looks a name up ignoring case, as HTTP does.
    public var headers: [String: String]
    public var body: Data?

    public init(method: HTTPMethod = .get, url: URL, headers: [String: String] = [:], body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }

    public func value(forField name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}
