import Foundation
import MyCardsKit
import Nimble
import Testing

/// Real sockets, the app's own HTTP client: a cancelled request stops its work, not only its answer.
@Suite("SocketHTTPSession, when a request is cancelled")
struct CancelledRequestSpec {
    static func request(to port: UInt16) -> HTTPRequest {
        HTTPRequest(url: URL(string: "http://127.0.0.1:\(port)/cards.json")!)
    }

    /// Lets the work the session's queue holds end: the queue is serial, so a marker after it runs after it.
    static func drain(_ queue: DispatchQueue) async {
        await withCheckedContinuation { continuation in queue.async { continuation.resume() } }
    }

    @Test(
        "closes the connection of a request the backend never answers, at once, and answers nothing",
        .timeLimit(.minutes(1)))
    func closesConnection() async throws {
        let server = try SilentServer()
        let queue = DispatchQueue(label: "session")
        // A whole hour to answer: only the cancellation can close the connection within the test's minute.
        let session = SocketHTTPSession(
            timeouts: NetworkTimeouts(connect: 5, total: 3_600), queue: AsyncQueue(queue: queue))
        let cancellation = NetworkCancellation()
        let answered = OnceFlag()
        session.send(Self.request(to: server.port), cancellation: cancellation) { _ in _ = answered.claim() }

        let connection = await server.firstConnection()
        cancellation.cancel()
        await server.endOfFile(on: connection)
        await Self.drain(queue)

        expect(answered.claim()).to(beTrue(), description: "the completion was called")
    }

    @Test("sends nothing when cancelled before its turn on the queue")
    func sendsNothing() async throws {
        let server = try SilentServer()
        let queue = DispatchQueue(label: "session")
        queue.suspend()
        let session = SocketHTTPSession(queue: AsyncQueue(queue: queue))
        let cancellation = NetworkCancellation()
        let answered = OnceFlag()
        session.send(Self.request(to: server.port), cancellation: cancellation) { _ in _ = answered.claim() }

        cancellation.cancel()
        queue.resume()
        await Self.drain(queue)

        expect(answered.claim()).to(beTrue(), description: "the completion was called")
    }
}
