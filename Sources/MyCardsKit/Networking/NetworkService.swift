import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Loads one kind of resource from the backend: builds the request, checks the answer, parses it.
/// The completion runs on the session's queue, so parsing stays off the main thread.
public struct NetworkService<Resource: NetworkResource>: Sendable {
    private let baseURL: URL
    private let session: any NetworkSession
    private let timeouts: NetworkTimeouts

    public init(baseURL: URL, session: any NetworkSession, timeouts: NetworkTimeouts = .standard) {
        self.baseURL = baseURL
        self.session = session
        self.timeouts = timeouts
    }

    public func load(
        _ resource: Resource, completion: @escaping @Sendable (Result<Resource.Model, NetworkError>) -> Void
    ) {
        let request: URLRequest
        do throws(NetworkError) {
            request = try resource.request(relativeTo: baseURL, timeouts: timeouts)
        } catch {
            completion(.failure(error))
            return
        }
        session.send(request) { result in
            completion(Self.model(of: resource, from: result))
        }
    }

    private static func model(
        of resource: Resource, from result: Result<(Data, HTTPURLResponse), any Error>
    ) -> Result<Resource.Model, NetworkError> {
        switch result {
        case .failure(let error):
            return .failure(NetworkError(transportError: error))
        case .success((let data, let response)):
            guard (200..<300).contains(response.statusCode) else { return .failure(.httpStatus(response.statusCode)) }
            return Result { () throws(NetworkError) in try resource.model(from: data) }
        }
    }
}

extension NetworkError {
    /// URLSession reports a dead port as -1004 and a silent one as -1001; everything else is "unreachable" too.
    init(transportError error: any Error) {
        let code = (error as? URLError)?.code ?? URLError.Code(rawValue: (error as NSError).code)
        if code == .timedOut {
            self = .timedOut
        } else {
            self = .unreachable(detail: "\(error.localizedDescription) (\((error as NSError).code))")
        }
    }
}
