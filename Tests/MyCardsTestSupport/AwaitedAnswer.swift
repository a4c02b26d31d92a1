import ConcurrencyExtras
import MyCardsKit

/// One awaited answer of a double: the double hands it over when the test lets it (through a dispatcher, or by
/// handling a held request), or the awaiting task's cancellation ends the wait first with `cancelled`. Whichever
/// comes first wins, whichever way round the answer and the wait arrive.
public final class AwaitedAnswer<Value: Sendable>: Sendable {
    private enum State {
        case pending
        case waiting(CheckedContinuation<Value, Never>)
        case answered(Value)
        case done
    }

    private let state = LockIsolated(State.pending)
    private let cancelled: Value

    public init(cancelled: Value) {
        self.cancelled = cancelled
    }

    /// The answer, once `give` is called or the task is cancelled.
    public func value() async -> Value {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let early: Value? = state.withValue { state in
                    guard case .answered(let value) = state else {
                        if case .pending = state { state = .waiting(continuation) }
                        return nil
                    }
                    state = .done
                    return value
                }
                if let early { continuation.resume(returning: early) }
            }
        } onCancel: {
            give(cancelled)
        }
    }

    /// Hands `value` to the waiting caller (or keeps it for it); a second answer is dropped.
    public func give(_ value: Value) {
        let waiting: CheckedContinuation<Value, Never>? = state.withValue { state in
            switch state {
            case .pending:
                state = .answered(value)
                return nil
            case .waiting(let continuation):
                state = .done
                return continuation
            case .answered, .done:
                return nil
            }
        }
        waiting?.resume(returning: value)
    }
}
