/// The HTTP statuses the backend answers with.
enum BackendStatus: Int, Sendable {
    case ok = 200
    case badRequest = 400
    case notFound = 404
    case methodNotAllowed = 405
    case payloadTooLarge = 413
    case internalServerError = 500

    var phrase: String {
        switch self {
        case .ok: "OK"
        case .badRequest: "Bad Request"
        case .notFound: "Not Found"
        case .methodNotAllowed: "Method Not Allowed"
        case .payloadTooLarge: "Payload Too Large"
        case .internalServerError: "Internal Server Error"
        }
    }
}
