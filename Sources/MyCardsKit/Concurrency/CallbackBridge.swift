import Foundation

// Issue 36's bridge: while the services move from completion handlers to async/await, each service protocol has
// both forms, each defaulting to the other, so a conformer implements one and every caller may use either. The
// architectures move to the async forms one commit each; the kit's own types implement the async forms natively.
// When nothing calls a callback form any more, the callback requirements, their defaults and this file go.

/// The answer of a callback API that answers once, awaited. The callback form is called on the main actor, where
/// every screen called it before: a conformer may answer at once, on the caller's actor (the test doubles'
/// `ImmediateDispatcher` asserts it is the main actor), and off the main actor that assertion traps.
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

/// Runs an async call and hands its result to a completion on the main actor.
func bridge<Value: Sendable, Failure: Error>(
    _ completion: @escaping @MainActor @Sendable (Result<Value, Failure>) -> Void,
    _ work: @escaping @Sendable () async throws(Failure) -> Value
) {
    Task { @MainActor in
        do throws(Failure) { completion(.success(try await work())) } catch { completion(.failure(error)) }
    }
}
