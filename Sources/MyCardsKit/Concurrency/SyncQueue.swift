import Dispatch

/// Runs work on a dispatch queue and waits for it: serialises access without a lock.
/// Never dispatch onto the queue the caller is already on; that deadlocks, as `sync` always does.
public struct SyncQueue: Dispatching {
    private let queue: DispatchQueue

    public init(queue: DispatchQueue) {
        self.queue = queue
    }

    public init(label: String) {
        self.init(queue: DispatchQueue(label: label))
    }

    public func dispatch(_ work: @escaping @Sendable () -> Void) {
        queue.sync(execute: work)
    }
}
