import Foundation

/// Something the app can fetch, and how its bytes become a model.
public protocol Resource: Sendable {
    associatedtype Model: Sendable
    func model(from data: Data) throws(NetworkError) -> Model
    /// Makes the model from the body as it arrives (`NetworkService`); by default the body is gathered whole for
    /// `model(from:)`.
    func bodyReader() -> any BodyReader<Model>
}

extension Resource {
    public func bodyReader() -> any BodyReader<Model> {
        WholeBodyReader(self)
    }
}

/// The HTTP verbs the backend understands.
public enum HTTPMethod: String, Sendable {
    case get = "GET"
    case post = "POST"
    case delete = "DELETE"
}

/// A resource that lives on the backend: where, with which verb, headers and body.
/// The protocol extension gives the common case (a GET of JSON without a body).
public protocol NetworkResource: Resource {
    /// The path below the backend's base URL, one element per segment; each is percent-encoded on its own,
    /// so an identifier holding "/" or "?" stays one segment.
    var pathComponents: [String] { get }
    var method: HTTPMethod { get }
    var headers: [String: String] { get }
    func body() throws(NetworkError) -> Data?
}

extension NetworkResource {
    public var method: HTTPMethod { .get }
    public var headers: [String: String] { ["Accept": "application/json"] }
    public func body() throws(NetworkError) -> Data? { nil }

    /// The request for this resource on a backend at `baseURL`.
    public func request(relativeTo baseURL: URL) throws(NetworkError) -> HTTPRequest {
        HTTPRequest(method: method, url: try url(relativeTo: baseURL), headers: headers, body: try body())
    }

    private func url(relativeTo baseURL: URL) throws(NetworkError) -> URL {
        var segmentCharacters = CharacterSet.urlPathAllowed
        segmentCharacters.remove(charactersIn: "/;?#")
        let segments = pathComponents.map { $0.addingPercentEncoding(withAllowedCharacters: segmentCharacters) ?? "" }
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
            throw .invalidRequest(detail: "bad backend URL \(baseURL)")
        }
        let basePath =
            components.percentEncodedPath.hasSuffix("/")
            ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
        components.percentEncodedPath = ([basePath] + segments).joined(separator: "/")
        guard let url = components.url else { throw .invalidRequest(detail: "bad path \(pathComponents)") }
        return url
    }
}

/// A network resource whose answer is JSON, read by a parser.
public protocol JSONResource: NetworkResource {
    associatedtype ModelParser: Parser where ModelParser.Model == Model
    var parser: ModelParser { get }
}

extension JSONResource {
    public func model(from data: Data) throws(NetworkError) -> Model {
        do {
            return try parser.parse(data)
        } catch {
            throw .invalidData(detail: error.message)
        }
    }
}
