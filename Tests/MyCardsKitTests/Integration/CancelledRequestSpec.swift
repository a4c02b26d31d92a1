import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

/// Real sockets, the app's own HTTP client: a cancelled request stops its work, not only its answer.
@Suite("SocketHTTPSession, when a request is cancelled")
struct CancelledRequestSpec {
    static func request(to port: UInt16) -> HTTPRequest {
        HTTPRequest(url: URL(string: "http://127.0.0.1:\(port)/cards.json")!)
    }

    @Test(
        "closes the connection of a request the backend never answers, at once, and throws cancelled",
        .timeLimit(.minutes(1)))
    func closesConnection() async throws {
        let server = try SilentServer()
        // A whole hour to answer: only the cancellation can end the read and close the connection within the
        // test's minute.
        let session = SocketHTTPSession(timeouts: NetworkTimeouts(connect: 5, total: 3_600))
        let exchange = Task { await networkOutcome { try await session.send(Self.request(to: server.port)) } }
        let connection = await server.firstConnection()

        exchange.cancel()

        await server.endOfFile(on: connection)
        let answer = await exchange.value.map { _ in "answered" }
        expect(answer).to(equal(.failure(.cancelled)))
    }

    @Test(
        "closes the connection of a body cut off half way, at once, and throws cancelled", .timeLimit(.minutes(1)))
    func closesMidBody() async throws {
        let server = try ScriptedServer(
            answer: "HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n[{\"identifier\":\"A\"", thenClose: false)
        let session = SocketHTTPSession(timeouts: NetworkTimeouts(connect: 5, total: 3_600))
        let reader = RecordingBodyReader()
        let exchange = Task {
            await networkOutcome { try await session.send(Self.request(to: server.port), readingBodyWith: reader) }
        }
        await reader.firstBytes.value()

        exchange.cancel()

        await server.endOfFile()
        let answer = await exchange.value.map { _ in "answered" }
        expect(answer).to(equal(.failure(.cancelled)))
    }

    @Test("sends nothing when cancelled before its turn on the queue, and throws cancelled")
    func sendsNothing() async throws {
        let queue = DispatchQueue(label: "session")
        queue.suspend()
        let session = SocketHTTPSession(queue: AsyncQueue(queue: queue))
        // Nothing listens there: a request sent would fail as unreachable, not as cancelled.
        let port = try SilentServer.deadPort()
        let exchange = Task { await networkOutcome { try await session.send(Self.request(to: port)) } }

        exchange.cancel()
        queue.resume()

        let answer = await exchange.value.map { _ in "answered" }
        expect(answer).to(equal(.failure(.cancelled)))
    }
}
