import FlyingFox
import Foundation
import Logging

/// Adapts FlyingFox requests to ``BackendRoutes``: reads the body within the size limit and logs every answer.
struct BackendHTTPHandler: HTTPHandler {
    static let defaultMaximumBodySize = 64 * 1024 * 1024

    private let routes: BackendRoutes
    private let logger: Logger
    private let maximumBodySize: Int

    init(routes: BackendRoutes, logger: Logger, maximumBodySize: Int = Self.defaultMaximumBodySize) {
        self.routes = routes
        self.logger = logger
        self.maximumBodySize = maximumBodySize
    }

    func handleRequest(_ request: HTTPRequest) async -> HTTPResponse {
        let response = await respond(to: request)
        logger.info("\(request.method.rawValue) \(request.path) \(response.status.rawValue)")
        return Self.httpResponse(from: response)
    }

    private func respond(to request: HTTPRequest) async -> BackendResponse {
        switch await readBody(of: request) {
        case .complete(let body):
            await routes.respond(to: BackendRequest(method: request.method.rawValue, path: request.path, body: body))
        case .tooLarge:
            .error(.payloadTooLarge, "The body is larger than \(Self.describe(size: maximumBodySize)).")
        case .unreadable:
            .error(.badRequest, "The body could not be read.")
        }
    }

    private enum Body {
        case complete(Data)
        case tooLarge
        case unreadable
    }

    /// Stops reading as soon as the limit is passed, also for chunked bodies whose length is unknown up front.
    private func readBody(of request: HTTPRequest) async -> Body {
        if let declared = request.bodySequence.count, declared > maximumBodySize {
            return .tooLarge
        }
        var body = Data()
        do {
            for try await chunk in request.bodySequence {
                guard body.count + chunk.count <= maximumBodySize else { return .tooLarge }
                body.append(chunk)
            }
        } catch {
            return .unreadable
        }
        return .complete(body)
    }

    private static func describe(size: Int) -> String {
        let mebibyte = 1024 * 1024
        return size >= mebibyte && size % mebibyte == 0 ? "\(size / mebibyte) MiB" : "\(size) bytes"
    }

    private static func httpResponse(from response: BackendResponse) -> HTTPResponse {
        var headers: HTTPHeaders = [.contentType: "application/json"]
        if let method = response.allowedMethod {
            headers[HTTPHeader("Allow")] = method
        }
        if response.status == .payloadTooLarge {
            // The rest of the body was never read, so the connection cannot carry another request.
            headers[.connection] = "close"
        }
        return HTTPResponse(
            statusCode: HTTPStatusCode(response.status.rawValue, phrase: response.status.phrase),
            headers: headers,
            body: response.body
        )
    }
}
