import Foundation

/// Loads one kind of resource from the backend: builds the request, checks the answer, parses it.
/// Parsing runs off the main actor: as the body arrives, on the session's thread (`Resource.bodyReader()`).
public struct NetworkService<Resource: NetworkResource>: Sendable {
    private let baseURL: URL
    private let session: any NetworkSession

    public init(baseURL: URL, session: any NetworkSession) {
        self.baseURL = baseURL
        self.session = session
    }

    /// The resource's model. Cancelling the awaiting task stops the request where it stands (`NetworkSession`) and
    /// throws `.cancelled`.
    public func load(_ resource: Resource) async throws(NetworkError) -> Resource.Model {
        let request = try resource.request(relativeTo: baseURL)
        let reader = resource.bodyReader()
        let response = try await session.send(request, readingBodyWith: reader)
        guard (200..<300).contains(response.status) else { throw .httpStatus(response.status) }
        return try reader.model()
    }
}
