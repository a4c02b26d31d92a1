/// Work the main dispatch queue runs, entered on the main actor without a hop.
public enum MainQueue {
    /// Runs `work` on the main actor, synchronously. For code the main queue runs — a dispatch source's handler on
    /// `.main`, work an `AsyncQueue.main` dispatches, the process's first thread before `dispatchMain()` — and for
    /// tests' immediate dispatchers called from a main-actor test. Safe because the main actor's executor is the
    /// main queue: whatever the main queue runs is on the main actor, so the runtime check holds; called anywhere
    /// else it traps at once rather than race. The package enters the main actor unchecked here and nowhere else.
    public static func run<Result: Sendable>(_ work: @MainActor () throws -> Result) rethrows -> Result {
        try MainActor.assumeIsolated(work)
    }
}
