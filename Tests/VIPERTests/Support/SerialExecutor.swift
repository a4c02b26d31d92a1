import ConcurrencyExtras
import Testing

/// Runs a suite's tests with every task on the main serial executor (swift-concurrency-extras), so the tasks an
/// interactor owns run in the order they were started, only while the test yields: `settle()` then lets each run
/// as far as it can, and a `ManualDispatcher` still holds the store's and the backend's answers where a test orders
/// them. The executor stays serial while any such test runs (tests run side by side), counted by `SerialTests`.
struct SerialExecutorTrait: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        await SerialTests.begin()
        do {
            try await function()
        } catch {
            await SerialTests.end()
            throw error
        }
        await SerialTests.end()
    }
}

extension Trait where Self == SerialExecutorTrait {
    static var serialExecutor: Self { SerialExecutorTrait() }
}

@MainActor
enum SerialTests {
    private static var running = 0

    static func begin() {
        running += 1
        uncheckedUseMainSerialExecutor = true
    }

    static func end() {
        running -= 1
        if running == 0 { uncheckedUseMainSerialExecutor = false }
    }
}

/// Lets every task started so far run until each waits for something the test holds (a `ManualDispatcher`'s answer,
/// a camera frame, a store change) or ends.
@MainActor
func settle() async {
    await Task.megaYield()
}
