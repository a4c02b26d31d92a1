import Foundation

/// One log shared by several doubles, so a test can check the order of calls across services
/// ("store.upsert(A)" before "network.upload(A)"). Each double appends one line per call it receives.
public final class CallLog: @unchecked Sendable {
    // @unchecked: `recorded` is only touched while holding `lock`.
    private let lock = NSLock()
    private var recorded: [String] = []

    public init() {}

    public var entries: [String] { lock.withLock { recorded } }

    public func append(_ entry: String) {
        lock.withLock { recorded.append(entry) }
    }
}
