import ConcurrencyExtras
import MyCardsTestSupport

// The TEA suites run their effects' tasks on the main serial executor, the shared policy of MyCardsTestSupport's
// `MainSerialExecutor` (turned on once, never off): a test lets the tasks it started run by yielding (`settle()`).

/// Lets the tasks the test started run until each has answered or waits on an answer the test holds back. Each
/// yield runs every job enqueued before it, so the longest chain of jobs an effect makes before answering (the
/// download's answer merged, then the pending changes read and sent: a few hops each) ends within this many.
@MainActor
func settle() async {
    for _ in 0..<settleYields { await Task.yield() }
}

private let settleYields = 64
