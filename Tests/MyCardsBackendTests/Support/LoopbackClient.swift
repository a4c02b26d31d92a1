import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Talks HTTP to a backend on this machine, as the apps do.
struct LoopbackClient {
    struct Reply {
        let status: Int
        let body: Data
        let contentType: String?

        var text: String { String(decoding: body, as: UTF8.self) }
    }

    let baseURL: String

    func send(_ method: String, _ path: String, body: Data? = nil) async throws -> Reply {
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        return try await send(method, path, body: body, session: session)
    }

    /// Through a session the caller keeps, so many requests can share its connections.
    func send(_ method: String, _ path: String, body: Data? = nil, session: URLSession) async throws -> Reply {
        var request = URLRequest(url: URL(string: baseURL + path)!, timeoutInterval: 10)
        request.httpMethod = method
        request.httpBody = body
        let (data, response) = try await session.data(for: request)
        let http = response as? HTTPURLResponse
        return Reply(
            status: http?.statusCode ?? -1, body: data, contentType: http?.value(forHTTPHeaderField: "Content-Type"))
    }
}
