@testable import MyCardsBackend

/// A termination signal the test sends by hand.
final class ManualSignals: TerminationSignalling, Sendable {
    private let stream: AsyncStream<Int32>
    private let continuation: AsyncStream<Int32>.Continuation

    init() {
        (stream, continuation) = AsyncStream<Int32>.makeStream()
    }

    func send(_ number: Int32) {
        continuation.yield(number)
    }

    func nextSignal() async -> Int32? {
        var iterator = stream.makeAsyncIterator()
        return await iterator.next()
    }
}
