import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

/// Real sockets, the app's own HTTP client: the failures a stub cannot show honestly.
@MainActor
@Suite("NetworkLoader against a backend that is not there")
struct UnreachableBackendSpec {
    /// The session the app makes, with the given timeouts.
    private func download(
        from port: UInt16, timeouts: NetworkTimeouts = .standard
    ) async -> Result<ParsedCards, NetworkError> {
        let loader = NetworkLoader(
            baseURL: URL(string: "http://127.0.0.1:\(port)")!, session: SocketHTTPSession(timeouts: timeouts),
            logger: .silent)
        return await networkOutcome { try await loader.download() }
    }

    @Suite("when nothing listens on the port")
    struct DeadPort {
        @Test("reports the backend as unreachable")
        func reportsUnreachable() async throws {
            let port = try SilentServer.deadPort()

            let result = await UnreachableBackendSpec().download(from: port)

            expect(result.failureMessage).to(equal("the backend is unreachable"))
        }
    }

    @Suite("when the backend accepts but never answers")
    struct SlowServer {
        @Test("gives up after the timeout")
        func timesOut() async throws {
            let server = try SilentServer()

            // Short timeouts keep this under a second; the production ones are `NetworkTimeouts.standard`.
            let timeouts = NetworkTimeouts(connect: 0.3, total: 1)

            let result = await UnreachableBackendSpec().download(from: server.port, timeouts: timeouts)

            expect(result).to(equal(.failure(.timedOut)))
        }
    }

    /// Regression: the whole request used to give up after about 3 s, so a backend answering in 5 s was "offline".
    @Suite("when the backend answers after 5 seconds")
    struct LateAnswer {
        @Test("waits for the answer with the standard timeouts")
        func waits() async throws {
            let server = try SilentServer(answerAfter: 5)

            let result = await UnreachableBackendSpec().download(from: server.port)

            expect(result).to(equal(.success(ParsedCards(cards: []))))
        }
    }

    @Suite("when the connection is never accepted")
    struct UnansweredConnect {
        @Test("gives up after the connect timeout, well before the request timeout")
        func timesOutConnecting() async throws {
            let (port, holders) = try SilentServer.unansweredConnect()
            defer { for descriptor in holders { close(descriptor) } }
            let queue = TimedQueue()
            let session = SocketHTTPSession(timeouts: NetworkTimeouts(connect: 0.3, total: 60), queue: queue)
            let request = HTTPRequest(url: URL(string: "http://127.0.0.1:\(port)/cards.json")!)
            let start = Date()

            let result = await networkOutcome { try await session.send(request) }
            // Timed where the session's work ends, not once the awaiting task resumes, which a busy cooperative
            // pool may delay for seconds: the figure is the session's, whatever else the test run does.
            let ended = await queue.ended.value() ?? Date()
            let seconds = ended.timeIntervalSince(start)

            expect(result.map { _ in "answered" }).to(equal(.failure(.timedOut)))
            // Wide on purpose: a loaded machine delays everything, but only the connect timeout ends it well
            // before the 60 s request timeout.
            expect(seconds).to(beLessThan(30))
        }
    }
}

/// The background queue, noting when the work it ran ended.
private final class TimedQueue: Dispatching {
    let ended = AwaitedAnswer<Date?>(cancelled: nil)

    func dispatch(_ work: @escaping @Sendable () -> Void) {
        AsyncQueue.background.dispatch { [ended] in
            work()
            ended.give(Date())
        }
    }
}
