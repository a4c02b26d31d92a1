import Foundation

/// Loads one kind of resource from the backend: builds the request, checks the answer, parses it.
/// The completion runs on the session's queue, so parsing stays off the main thread.
public struct NetworkService<Resource: NetworkResource>: Sendable {
    private let baseURL: URL
    private let session: any NetworkSession

    public init(baseURL: URL, session: any NetworkSession) {
        self.baseURL = baseURL
        self.session = session
    }

    /// `cancellation` cancelled stops the request where it stands (`NetworkSession`), and `completion` is not called.
    public func load(
        _ resource: Resource, cancellation: NetworkCancellation = NetworkCancellation(),
        completion: @escaping @Sendable (Result<Resource.Model, NetworkError>) -> Void
    ) {
        let request: HTTPRequest
        do throws(NetworkError) {
            request = try resource.request(relativeTo: baseURL)
        } catch {
            completion(.failure(error))
            return
        }
        session.send(request, cancellation: cancellation) { result in
            completion(Self.model(of: resource, from: result))
        }
    }

    private static func model(
        of resource: Resource, from result: Result<(Data, HTTPResponse), NetworkError>
    ) -> Result<Resource.Model, NetworkError> {
        switch result {
        case .failure(let error):
            return .failure(error)
        case .success((let data, let response)):
            guard (200..<300).contains(response.status) else { return .failure(.httpStatus(response.status)) }
            return Result { () throws(NetworkError) in try resource.model(from: data) }
        }
    }
}
