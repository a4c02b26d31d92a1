import Foundation

/// A JSON response: every answer of the backend, errors included, has a JSON body.
struct BackendResponse: Equatable, Sendable {
    let status: BackendStatus
    let body: Data
    /// Sent as the `Allow` header of a 405.
    let allowedMethod: String?

    init(status: BackendStatus, body: Data, allowedMethod: String? = nil) {
        self.status = status
        self.body = body
        self.allowedMethod = allowedMethod
    }

    static func json(_ status: BackendStatus, _ object: [String: any Sendable]) -> BackendResponse {
        // Only strings and integers go in, which always serialise.
        let body =
            (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
        return BackendResponse(status: status, body: body + Data("\n".utf8))
    }

    static func error(_ status: BackendStatus, _ message: String) -> BackendResponse {
        json(status, ["error": message])
    }

    static func methodNotAllowed(allowing method: String) -> BackendResponse {
        let response = error(.methodNotAllowed, "This resource only accepts \(method).")
        return BackendResponse(status: response.status, body: response.body, allowedMethod: method)
    }
}
