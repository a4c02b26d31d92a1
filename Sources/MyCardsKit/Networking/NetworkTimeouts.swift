import Foundation

/// How long to wait on the backend. URLSession cannot time a connect on its own, so `idle` (no byte for
/// that long, which covers a connect that hangs) plays that part, and `total` bounds the whole request.
public struct NetworkTimeouts: Equatable, Sendable {
    public var idle: TimeInterval
    public var total: TimeInterval

    public init(idle: TimeInterval, total: TimeInterval) {
        self.idle = idle
        self.total = total
    }

    /// About 3 s to connect, 10 s per request.
    public static let standard = NetworkTimeouts(idle: 3, total: 10)
}
