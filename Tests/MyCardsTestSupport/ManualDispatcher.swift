import Foundation
import MyCardsKit

/// A `Dispatching` that runs nothing until the test says so: every piece of work waits in a queue, and the test
/// releases it in order, in reverse, or one by one at any position. Give one to a double and its answers arrive
/// late and out of order exactly as the test arranges, with no clock and no waiting.
public final class ManualDispatcher: Dispatching, @unchecked Sendable {
    // @unchecked: `queue` is only touched while holding `lock`.
    private let lock = NSLock()
    private var queue: [@Sendable () -> Void] = []

    public init() {}

    /// How many pieces of work wait.
    public var pendingCount: Int { lock.withLock { queue.count } }

    public func dispatch(_ work: @escaping @Sendable () -> Void) {
        lock.withLock { queue.append(work) }
    }

    /// Runs the oldest waiting work; false when nothing waits.
    @discardableResult
    public func runNext() -> Bool {
        run(at: 0)
    }

    /// Runs the newest waiting work first: a later answer overtaking an earlier one.
    @discardableResult
    public func runLast() -> Bool {
        run(at: pendingCount - 1)
    }

    /// Runs the work at `index` among those waiting (0 is the oldest); false when there is none there.
    @discardableResult
    public func run(at index: Int) -> Bool {
        let work: (@Sendable () -> Void)? = lock.withLock {
            queue.indices.contains(index) ? queue.remove(at: index) : nil
        }
        work?()
        return work != nil
    }

    /// Runs everything that waits, oldest first, including work queued while draining.
    public func runAll() {
        while runNext() {}
    }
}
