import Dispatch

/// Runs work later on a dispatch queue.
public struct AsyncQueue: Dispatching {
    public static let main = AsyncQueue(queue: .main)
    public static let background = AsyncQueue(queue: .global(qos: .userInitiated))

    private let queue: DispatchQueue

    public init(queue: DispatchQueue) {
        self.queue = queue
    }

    public func dispatch(_ work: @escaping @Sendable () -> Void) {
        queue.async(execute: work)
    }
}
