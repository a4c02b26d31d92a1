import ConcurrencyExtras
import MyCardsKit

/// A screen hearing of a store's changes: it iterates `changes.values()` in a task of its own from the moment it is
/// made until it is cancelled or released, counting them. The observation begins at once; the count moves when the
/// task runs, so a test lets it run (`settled()`, the main serial executor on) before it reads the count.
@MainActor
public final class ChangeCounter {
    private final class Count {
        var value = 0
    }

    private let seen = Count()
    private let task: Task<Void, Never>

    public init(_ changes: StoreChanges, fileID: String = #fileID) {
        let changes = changes.values(fileID: fileID)
        let seen = seen
        task = Task {
            for await _ in changes { seen.value += 1 }
        }
    }

    deinit {
        task.cancel()
    }

    /// The changes heard so far.
    public var count: Int { seen.value }

    /// The count once the observing task has taken every change announced so far.
    public func settled() async -> Int {
        await Task.megaYield()
        return count
    }

    /// Ends the observation, as leaving the screen does.
    public func cancel() {
        task.cancel()
    }
}
