import ConcurrencyExtras
import MyCardsTestSupport
import Testing

/// Lets the tasks an action started run until `condition` holds: for what no spec can await directly (a store change
/// a scene follows, an upload sent as a task of its own, an answer a `ManualDispatcher` released). It yields to those
/// tasks, never to a clock; a condition that never comes about fails the spec after a fixed number of rounds instead
/// of hanging it.
@MainActor
func settle(until condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async {
    for _ in 0..<200 {
        if condition() { return }
        await Task.megaYield()
    }
    Issue.record("The awaited state never came about", sourceLocation: sourceLocation)
}

/// What an async call with a typed error hands back, as a value a matcher can compare; run on the caller's actor.
func outcome<Value, Failure: Error>(
    isolation: isolated (any Actor)? = #isolation, of work: () async throws(Failure) -> Value
) async -> Result<Value, Failure> {
    do { return .success(try await work()) } catch { return .failure(error) }
}

/// The error an async call with a typed error throws, or nil; run on the caller's actor.
func failure<Value, Failure: Error>(
    isolation: isolated (any Actor)? = #isolation, of work: () async throws(Failure) -> Value
) async -> Failure? {
    do {
        _ = try await work()
        return nil
    } catch {
        return error
    }
}

/// Releases every answer `answers` holds, round after round as the tasks ask for more, until `condition` holds.
@MainActor
func answer(
    _ answers: ManualDispatcher, until condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await settle(
        until: {
            answers.runAll()
            return condition()
        }, sourceLocation: sourceLocation)
}

/// Releases every answer `answers` holds, round after round, until `task` has ended.
@MainActor
func finish(
    _ task: Task<Void, Never>, answering answers: ManualDispatcher, sourceLocation: SourceLocation = #_sourceLocation
) async {
    let ended = Ended()
    Task {
        await task.value
        ended.isSet = true
    }
    await answer(answers, until: { ended.isSet }, sourceLocation: sourceLocation)
}

@MainActor
private final class Ended {
    var isSet = false
}
