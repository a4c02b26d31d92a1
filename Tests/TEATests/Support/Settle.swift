import ConcurrencyExtras

/// How the TEA suites run async effects deterministically, with no clock and no waiting: every job of the process's
/// tasks runs on the main serial executor, one after the other in the order they were enqueued, and a test lets
/// the tasks it started run by yielding (`settle()`). The switch is set once and never reset: the suites run in
/// parallel, and one test putting it back while another still runs would send that test's jobs to other threads.
enum MainSerialExecutor {
    @MainActor
    static func use() {
        if !uncheckedUseMainSerialExecutor { uncheckedUseMainSerialExecutor = true }
    }
}

/// Lets the tasks the test started run until each has answered or waits on an answer the test holds back. Each
/// yield runs every job enqueued before it, so the longest chain of jobs an effect makes before answering (the
/// download's answer merged, then the pending changes read and sent: a few hops each) ends within this many.
@MainActor
func settle() async {
    for _ in 0..<settleYields { await Task.yield() }
}

private let settleYields = 64
