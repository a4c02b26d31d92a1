import Foundation

/// A request as the routes see it: independent of the HTTP server library, so it is easy to make in tests.
struct BackendRequest: Equatable, Sendable {
    let method: String
    let path: String
    let body: Data

    init(method: String, path: String, body: Data = Data()) {
        self.method = method
        self.path = path
        self.body = body
    }
}
