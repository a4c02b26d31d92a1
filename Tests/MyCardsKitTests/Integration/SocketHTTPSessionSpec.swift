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

/// The app's own HTTP client against scripted loopback peers. The exchange runs on a `ManualDispatcher`, so each
/// test runs it on its own thread, in step, and reads the result straight after.
@Suite("SocketHTTPSession")
struct SocketHTTPSessionSpec {
    /// Sends a request to `host`:`port` and runs the exchange (with `run` false: leaves it waiting on `queue`).
    static func exchange(
        port: UInt16, host: String = "127.0.0.1", method: HTTPMethod = .get, body: Data? = nil,
        scheme: String = "http", queue: ManualDispatcher = ManualDispatcher(), run: Bool = true
    ) -> Result<(Data, HTTPResponse), NetworkError>? {
        let session = SocketHTTPSession(timeouts: NetworkTimeouts(connect: 5, total: 60), queue: queue)
        let result = AnswerBox()
        let url = URL(string: "\(scheme)://\(host):\(port)/cards.json")!

        session.send(HTTPRequest(method: method, url: url, body: body)) { result.value = $0 }
        if run { queue.runNext() }

        return result.value
    }

    @Test("runs nothing on the caller's thread: the exchange waits for its queue")
    func waitsForItsQueue() {
        let queue = ManualDispatcher()

        let result = Self.exchange(port: 9, queue: queue, run: false)

        expect(result).to(beNil())
        expect(queue.pendingCount).to(equal(1))
    }

    @Test("sends the request's bytes and reads a chunked answer")
    func exchangesChunked() throws {
        let server = try ScriptedServer(
            answer: "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n1\r\n[\r\n1\r\n]\r\n0\r\n\r\n",
            thenClose: false)

        let result = Self.exchange(port: server.port, method: .post, body: Data("[]".utf8))

        let (body, response) = try #require(try result?.get())
        expect(response.status).to(equal(200))
        expect(String(decoding: body, as: UTF8.self)).to(equal("[]"))
        expect(server.request).to(
            equal(
                "POST /cards.json HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nContent-Length: 2\r\n"
                    + "Connection: close\r\n\r\n[]"))
    }

    @Test("reads a large body by its length in one piece")
    func readsLargeBody() throws {
        let payload = [UInt8](repeating: UInt8(ascii: "x"), count: 8 * 1024 * 1024)
        let server = try ScriptedServer(
            answer: Array("HTTP/1.1 200 OK\r\nContent-Length: \(payload.count)\r\n\r\n".utf8) + payload,
            thenClose: false)

        let result = Self.exchange(port: server.port)

        expect(try result?.get().0.count).to(equal(payload.count))
    }

    @Test("reads an answer the server gives before taking the whole body")
    func readsEarlyAnswer() throws {
        let server = try ScriptedServer(
            answer: "HTTP/1.1 413 Payload Too Large\r\nContent-Length: 0\r\n\r\n", thenClose: false)

        let result = Self.exchange(port: server.port, method: .post, body: Data(count: 64 * 1024 * 1024))

        expect(try result?.get().1.status).to(equal(413))
    }

    @Test("finds a server by the name localhost")
    func resolvesLocalhost() throws {
        let server = try ScriptedServer(answer: "HTTP/1.1 204 No Content\r\n\r\n")

        let result = Self.exchange(port: server.port, host: "localhost")

        expect(try result?.get().1.status).to(equal(204))
    }

    @Test("talks to a server on IPv6 loopback")
    func talksIPv6() throws {
        let server = try ScriptedServer(answer: "HTTP/1.1 204 No Content\r\n\r\n", family: AF_INET6)

        let result = Self.exchange(port: server.port, host: "[::1]")

        expect(try result?.get().1.status).to(equal(204))
        expect(server.request).to(contain("\r\nHost: [::1]:\(server.port)\r\n"))
    }

    @Test("gives up on bytes that are not HTTP at once, as invalid data, though the server stays silent")
    func refusesGarbage() throws {
        let server = try ScriptedServer(answer: "220 smtp.example ESMTP ready\r\n", thenClose: false)

        let result = Self.exchange(port: server.port)

        expect(result.map { $0.map(\.1.status) }).to(
            equal(
                .failure(
                    .invalidData(detail: "not an HTTP answer: bad status line \"220 smtp.example ESMTP ready\r\n\""))))
    }

    @Test("reports a body cut off by the close as unreachable")
    func reportsTruncation() throws {
        let server = try ScriptedServer(answer: "HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\n[1,")

        let result = Self.exchange(port: server.port)

        expect(result.map { $0.map(\.1.status) }).to(
            equal(.failure(.unreachable(detail: "the connection closed early: 3 of 10 body bytes arrived"))))
    }

    @Test("refuses an https backend, saying this build speaks plain http")
    func refusesHTTPS() {
        let result = Self.exchange(port: 443, host: "example.com", scheme: "https")

        expect(result.map { $0.map(\.1.status) }).to(
            equal(.failure(.unreachable(detail: "https://… is not supported: this build speaks plain http only"))))
    }
}

/// What the session handed its completion. Unchecked: the completion runs on the test's own thread here.
private final class AnswerBox: @unchecked Sendable {
    var value: Result<(Data, HTTPResponse), NetworkError>?
}
