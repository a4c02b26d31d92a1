import Foundation

/// The resources the backend serves, read from a request path.
enum BackendRoute: Equatable, Sendable {
    case cardList
    case cardUpload
    case card(identifier: String)

    init?(path: String) {
        switch path {
        case "/cards.json":
            self = .cardList
        case "/cards":
            self = .cardUpload
        default:
            let prefix = "/cards/"
            guard path.hasPrefix(prefix) else { return nil }
            let encoded = String(path.dropFirst(prefix.count))
            guard !encoded.isEmpty, !encoded.contains("/") else { return nil }
            self = .card(identifier: encoded.removingPercentEncoding ?? encoded)
        }
    }

    var allowedMethod: String {
        switch self {
        case .cardList: "GET"
        case .cardUpload: "POST"
        case .card: "DELETE"
        }
    }
}
