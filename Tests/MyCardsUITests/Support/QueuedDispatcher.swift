import MyCardsKit

/// Holds dispatched work until the test runs it: shows what was coalesced before the main queue turns.
final class QueuedDispatcher: Dispatching, @unchecked Sendable {
    private var queue: [@Sendable () -> Void] = []

    var pendingCount: Int { queue.count }

    func dispatch(_ work: @escaping @Sendable () -> Void) {
        queue.append(work)
    }

    /// Runs the queued work, including work queued while it runs.
    func runAll() {
        while !queue.isEmpty {
            queue.removeFirst()()
        }
    }
}
