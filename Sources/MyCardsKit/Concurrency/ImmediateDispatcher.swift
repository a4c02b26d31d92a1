/// Runs work at once on the caller's thread: what tests inject so asynchronous flows finish
/// before the next line of the test.
public struct ImmediateDispatcher: Dispatching {
    public init() {}

    public func dispatch(_ work: @escaping @Sendable () -> Void) {
        work()
    }
}
