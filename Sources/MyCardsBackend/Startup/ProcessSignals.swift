import Dispatch
import Foundation

/// Turns SIGINT and SIGTERM into an async value, so the server can stop cleanly instead of dying mid-write. An actor:
/// the dispatch sources are not `Sendable`, and an actor may keep them (they must stay referenced to keep
/// delivering) while the compiler still checks it.
actor ProcessSignals: TerminationSignalling {
    private let sources: [any DispatchSourceSignal]
    private let stream: AsyncStream<Int32>

    init(_ signals: [Int32] = [SIGINT, SIGTERM]) {
        let (stream, continuation) = AsyncStream<Int32>.makeStream()
        let queue = DispatchQueue(label: "mycards-backend.signals")
        sources = signals.map { number in
            // Without ignoring it first, the default action would end the process before the source sees it.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { continuation.yield(number) }
            // Dispatch installs its own handler only once the source is registered, asynchronously; until
            // then the signal would be ignored, so wait (briefly) for that.
            let registered = DispatchSemaphore(value: 0)
            source.setRegistrationHandler { registered.signal() }
            source.resume()
            _ = registered.wait(timeout: .now() + 2)
            return source
        }
        self.stream = stream
    }

    func nextSignal() async -> Int32? {
        var iterator = stream.makeAsyncIterator()
        return await iterator.next()
    }
}
