import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The app's own HTTP client against scripted loopback peers, its exchange awaited.
@Suite("SocketHTTPSession")
struct SocketHTTPSessionSpec {
    /// Sends a request to `host`:`port` and awaits the exchange.
    static func exchange(
        port: UInt16, host: String = "127.0.0.1", method: HTTPMethod = .get, body: Data? = nil,
        scheme: String = "http"
    ) async -> Result<(Data, HTTPResponse), NetworkError> {
        let session = SocketHTTPSession(timeouts: NetworkTimeouts(connect: 5, total: 60))
        let url = URL(string: "\(scheme)://\(host):\(port)/cards.json")!
        return await networkOutcome { try await session.send(HTTPRequest(method: method, url: url, body: body)) }
    }

    @Test("does its blocking socket work on its queue: the awaiting task waits until the queue runs it")
    func waitsForItsQueue() async throws {
        let queue = HeldWork()
        let session = SocketHTTPSession(timeouts: NetworkTimeouts(connect: 5, total: 60), queue: queue)
        let port = try SilentServer.deadPort()
        let exchange = Task {
            await networkOutcome { try await session.send(HTTPRequest(url: URL(string: "http://127.0.0.1:\(port)")!)) }
        }
        let work = await queue.arrived.value()

        work?()

        let answer = await exchange.value.map { _ in "answered" }.failureMessage
        expect(answer).to(equal("the backend is unreachable"))
    }

    @Test("sends the request's bytes and reads a chunked answer")
    func exchangesChunked() async throws {
        let server = try ScriptedServer(
            answer: "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n1\r\n[\r\n1\r\n]\r\n0\r\n\r\n",
            thenClose: false)

        let result = await Self.exchange(port: server.port, method: .post, body: Data("[]".utf8))

        let (body, response) = try result.get()
        expect(response.status).to(equal(200))
        expect(String(decoding: body, as: UTF8.self)).to(equal("[]"))
        expect(server.request).to(
            equal(
                "POST /cards.json HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nContent-Length: 2\r\n"
                    + "Connection: close\r\n\r\n[]"))
    }

    @Test("reads a large body by its length in one piece")
    func readsLargeBody() async throws {
        let payload = [UInt8](repeating: UInt8(ascii: "x"), count: 8 * 1024 * 1024)
        let server = try ScriptedServer(
            answer: Array("HTTP/1.1 200 OK\r\nContent-Length: \(payload.count)\r\n\r\n".utf8) + payload,
            thenClose: false)

        let result = await Self.exchange(port: server.port)

        expect(try result.get().0.count).to(equal(payload.count))
    }

    @Test("reads an answer the server gives before taking the whole body")
    func readsEarlyAnswer() async throws {
        let server = try ScriptedServer(
            answer: "HTTP/1.1 413 Payload Too Large\r\nContent-Length: 0\r\n\r\n", thenClose: false)

        let result = await Self.exchange(port: server.port, method: .post, body: Data(count: 64 * 1024 * 1024))

        expect(try result.get().1.status).to(equal(413))
    }

    @Test("finds a server by the name localhost")
    func resolvesLocalhost() async throws {
        let server = try ScriptedServer(answer: "HTTP/1.1 204 No Content\r\n\r\n")

        let result = await Self.exchange(port: server.port, host: "localhost")

        expect(try result.get().1.status).to(equal(204))
    }

    @Test("talks to a server on IPv6 loopback")
    func talksIPv6() async throws {
        let server = try ScriptedServer(answer: "HTTP/1.1 204 No Content\r\n\r\n", family: AF_INET6)

        let result = await Self.exchange(port: server.port, host: "[::1]")

        expect(try result.get().1.status).to(equal(204))
        expect(server.request).to(contain("\r\nHost: [::1]:\(server.port)\r\n"))
    }

    @Test("gives up on bytes that are not HTTP at once, as invalid data, though the server stays silent")
    func refusesGarbage() async throws {
        let server = try ScriptedServer(answer: "220 smtp.example ESMTP ready\r\n", thenClose: false)

        let result = await Self.exchange(port: server.port)

        expect(result.map(\.1.status)).to(
            equal(
                .failure(
                    .invalidData(detail: "not an HTTP answer: bad status line \"220 smtp.example ESMTP ready\r\n\""))))
    }

    @Test("reports a body cut off by the close as unreachable")
    func reportsTruncation() async throws {
        let server = try ScriptedServer(answer: "HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\n[1,")

        let result = await Self.exchange(port: server.port)

        expect(result.map(\.1.status)).to(
            equal(.failure(.unreachable(detail: "the connection closed early: 3 of 10 body bytes arrived"))))
    }

    @Test("refuses an https backend, saying this build speaks plain http")
    func refusesHTTPS() async {
        let result = await Self.exchange(port: 443, host: "example.com", scheme: "https")

        expect(result.map(\.1.status)).to(
            equal(.failure(.unreachable(detail: "https://… is not supported: this build speaks plain http only"))))
    }
}

/// A queue that keeps the one piece of work it is given until the test runs it.
private final class HeldWork: Dispatching {
    let arrived = AwaitedAnswer<(@Sendable () -> Void)?>(cancelled: nil)

    func dispatch(_ work: @escaping @Sendable () -> Void) {
        arrived.give(work)
    }
}
