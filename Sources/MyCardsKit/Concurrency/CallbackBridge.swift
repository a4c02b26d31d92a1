import Foundation

// Issue 36's bridge: while the services move from completion handlers to async/await, each service protocol has
// both forms, each defaulting to the other, so a conformer implements one and every caller may use either. The
// architectures move to the async forms one commit each; the kit's own types implement the async forms natively.
// When nothing calls a callback form any more, the callback requirements, their defaults and this file go.

/// Resumes a continuation once, with the first of an answer and a cancellation, whichever comes first, and
/// whichever way round the continuation and the answer arrive.
final class ResumeOnce<Value: Sendable>: @unchecked Sendable {
    // @unchecked (temporary, see above): `continuation` and `early` are only touched while holding `lock`.
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, Never>?
    private var early: Value?
    private var resumed = false

    func wait(with continuation: CheckedContinuation<Value, Never>) {
        let value: Value? = lock.withLock {
            guard let early else {
                self.continuation = continuation
                return nil
            }
            self.early = nil
            return early
        }
        if let value { continuation.resume(returning: value) }
    }

    func resume(_ value: Value) {
        let continuation: CheckedContinuation<Value, Never>? = lock.withLock {
            guard !resumed else { return nil }
            resumed = true
            guard let waiting = self.continuation else {
                early = value
                return nil
            }
            self.continuation = nil
            return waiting
        }
        continuation?.resume(returning: value)
    }
}

/// The answer of a callback API that answers once, awaited. Called on the main actor, as the callback forms were before
/// (a conformer may answer at once, on the caller's actor, as the test doubles do).
@MainActor
func answer<Value: Sendable>(
    of start: (@escaping @MainActor @Sendable (Value) -> Void) -> Void
) async -> Value {
    await withCheckedContinuation { continuation in
        start { value in continuation.resume(returning: value) }
    }
}

/// The answer of a callback API that answers once, awaited; when the awaiting task is cancelled first, `cancel` runs
/// (it should stop the work, whose answer is then dropped) and the answer is `cancelled`. On the main actor, as above.
@MainActor
func answer<Value: Sendable>(
    of start: @escaping (@escaping @MainActor @Sendable (Value) -> Void) -> Void,
    cancel: @escaping @Sendable () -> Void, cancelled: Value
) async -> Value {
    let once = ResumeOnce<Value>()
    return await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
            once.wait(with: continuation)
            start { value in once.resume(value) }
        }
    } onCancel: {
        cancel()
        once.resume(cancelled)
    }
}
