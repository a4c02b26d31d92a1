import Foundation

/// Resumes a continuation once, with the first of an answer and a cancellation, whichever comes first, and
/// whichever way round the continuation and the answer arrive.
final class ResumeOnce<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `continuation`, `early` and `resumed` are only touched while holding `lock` (Mutex would do it
    // checked, but needs macOS 15 and the package supports macOS 13).
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
