import Foundation

/// How long to wait on the backend: `connect` for the TCP connection, `total` for the whole exchange (connect,
/// request and answer) — both enforced by `SocketHTTPSession`. A backend that takes 5 s to answer is slow, not
/// offline.
public struct NetworkTimeouts: Equatable, Sendable {
    public var connect: TimeInterval
    public var total: TimeInterval

    public init(connect: TimeInterval, total: TimeInterval) {
        self.connect = connect
        self.total = total
    }

    /// About 3 s to connect, 10 s per request.
    public static let standard = NetworkTimeouts(connect: 3, total: 10)
}
