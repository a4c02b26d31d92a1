/// Resumes a continuation once, with the first of an answer and a cancellation, whichever comes first, and
/// whichever way round the continuation and the answer arrive.
final class ResumeOnce<Value: Sendable>: Sendable {
    private struct State: Sendable {
        var continuation: CheckedContinuation<Value, Never>?
        var early: Value?
        var resumed = false
    }

    private let state = Locked(State())

    func wait(with continuation: CheckedContinuation<Value, Never>) {
        let value: Value? = state.withLock { state in
            guard let early = state.early else {
                state.continuation = continuation
                return nil
            }
            state.early = nil
            return early
        }
        if let value { continuation.resume(returning: value) }
    }

    func resume(_ value: Value) {
        let continuation: CheckedContinuation<Value, Never>? = state.withLock { state in
            guard !state.resumed else { return nil }
            state.resumed = true
            guard let waiting = state.continuation else {
                state.early = value
                return nil
            }
            state.continuation = nil
            return waiting
        }
        continuation?.resume(returning: value)
    }
}
