/// Why bytes from the backend are not a whole HTTP/1.1 answer.
enum HTTPParseError: Error, Equatable {
    /// Not HTTP: a bad status line, header line, length or chunk size.
    case malformed(String)
    /// The status line and header fields together exceed the cap.
    case headTooLarge(limit: Int)
    /// The body exceeds the cap.
    case bodyTooLarge(limit: Int)
    /// The connection ended before the answer was whole.
    case truncated(String)

    /// How the status line sees it: a cut-off answer is a lost connection; the rest is invalid data.
    var networkError: NetworkError {
        switch self {
        case .malformed(let reason): .invalidData(detail: "not an HTTP answer: \(reason)")
        case .headTooLarge(let limit): .invalidData(detail: "the answer's header is larger than \(limit / 1024) KiB")
        case .bodyTooLarge(let limit): .invalidData(detail: "the answer is larger than \(limit / 1_048_576) MiB")
        case .truncated(let reason): .unreachable(detail: "the connection closed early: \(reason)")
        }
    }
}
