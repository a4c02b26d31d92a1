import Synchronization

/// A value any thread may read and change, one at a time: what every shared mutable state of the package sits in
/// (a flag claimed once, a counter, a cache, observers), so that their own types are checked `Sendable`. A class
/// around Synchronization's `Mutex` (which cannot be copied, so cannot sit in a type that is): its one stored
/// property is an immutable `Sendable` one, so the compiler checks the class `Sendable`, no escape needed.
public final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    public init(_ value: Value) {
        mutex = Mutex(value)
    }

    public func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try mutex.withLock { (value: inout sending Value) throws(Failure) -> sending Result in try body(&value) }
    }

    /// The value now.
    public var current: Value { withLock { $0 } }
}
