import ConcurrencyExtras

// The VIPER suites run with `.mainSerialExecutor` (MyCardsTestSupport's one policy, on once and never off): the tasks
// an interactor owns run in the order they were started, only while the test yields; `settle()` then lets each run as
// far as it can, and a `ManualDispatcher` still holds the store's and the backend's answers where a test orders them.

/// Lets every task started so far run until each waits for something the test holds (a `ManualDispatcher`'s answer,
/// a camera frame, a store change) or ends.
@MainActor
func settle() async {
    await Task.megaYield()
}
