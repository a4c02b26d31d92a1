import ConcurrencyExtras

#if canImport(Testing)
    import Testing
#endif

/// The one policy for running tasks deterministically in the architecture suites and the shared harnesses
/// (`VariantSession`, the frame-identity `ScriptedSession`): every job of the process's tasks runs on the main
/// serial executor (swift-concurrency-extras), one after the other in the order they were enqueued, and a test lets
/// the tasks it started run by yielding. The switch is process-wide and `swift test` runs every suite of every
/// target in one process, side by side, so it is turned on once and never off: a suite turning it off when its own
/// tests end (counting them, as VIPER's trait did) would move the jobs of another suite's running test, which relied
/// on it, to the global executor's threads halfway through. Docs/Testing.md says the same.
public enum MainSerialExecutor {
    @MainActor
    public static func use() {
        if !uncheckedUseMainSerialExecutor { uncheckedUseMainSerialExecutor = true }
    }
}

// `make release` and `make bench` build this target too (`swift build` builds every non-test target), with the
// static standard library, which has no Testing module: the trait is compiled only where tests can use it.
#if canImport(Testing)

    /// `@Suite("…", .mainSerialExecutor)`: turns the main serial executor on (`MainSerialExecutor.use()`) before
    /// each of the suite's tests, and leaves it on.
    public struct MainSerialExecutorTrait: SuiteTrait, TestTrait, TestScoping {
        public var isRecursive: Bool { true }

        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            await MainSerialExecutor.use()
            try await function()
        }
    }

    extension Trait where Self == MainSerialExecutorTrait {
        public static var mainSerialExecutor: Self { MainSerialExecutorTrait() }
    }
#endif
