/// Why talking to the backend failed. `message` completes "Offline: …" on the status line;
/// the detail is for the log only.
public enum NetworkError: Error, Equatable, Sendable {
    case unreachable(detail: String)
    case timedOut
    case httpStatus(Int)
    case invalidData(detail: String)
    case invalidRequest(detail: String)
    /// `--offline`: the network is never touched.
    case disabled
    /// The task awaiting the request was cancelled (its screen left): nobody reads this answer.
    case cancelled

    public var message: String {
        switch self {
        case .unreachable: "the backend is unreachable"
        case .timedOut: "the backend did not answer in time"
        case .httpStatus(let code): "the backend answered \(code)"
        case .invalidData: "the backend sent invalid data"
        case .invalidRequest: "the request could not be made"
        case .disabled: "network disabled by --offline"
        case .cancelled: "the request was cancelled"
        }
    }

    /// Everything known about the failure, for the log.
    public var detail: String {
        switch self {
        case .unreachable(let detail), .invalidData(let detail), .invalidRequest(let detail): "\(message): \(detail)"
        case .timedOut, .httpStatus, .disabled, .cancelled: message
        }
    }
}
