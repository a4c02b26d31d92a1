import Foundation
import MyCardsKit

/// Collects trace lines in memory.
public final class TracerSpy: Tracing, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    public init() {}

    public var lines: [String] { lock.withLock { recorded } }

    public func trace(_ sender: String, _ receiver: String, _ message: String) {
        lock.withLock { recorded.append(Self.line(sender, receiver, message)) }
    }
}
