import Foundation

/// A value any thread may read and change, one at a time: what every shared mutable state of the package sits in
/// (a flag claimed once, a counter, a cache, observers), so that their own types are checked `Sendable`.
public final class Locked<Value: Sendable>: @unchecked Sendable {
    // @unchecked, and safe: `value` is private and only reached inside `withLock`, while holding `lock`, so no two
    // threads ever touch it at once. Synchronization's `Mutex` would check this, but needs macOS 15 (the package
    // supports macOS 13); this is the one unchecked lock the kit keeps, in place of one per type.
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    public func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// The value now.
    public var current: Value { withLock { $0 } }
}
