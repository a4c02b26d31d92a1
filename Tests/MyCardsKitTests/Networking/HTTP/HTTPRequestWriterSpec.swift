import Foundation
import Nimble
import Testing

@testable import MyCardsKit

/// The exact bytes the client sends.
@Suite("HTTPRequestWriter")
struct HTTPRequestWriterSpec {
    private func text(of request: HTTPRequest) throws -> String {
        String(decoding: try HTTPRequestWriter.bytes(of: request), as: UTF8.self)
    }

    @Test("writes a GET with Host, the fields in name order and Connection: close, and no length")
    func writesGet() throws {
        let request = HTTPRequest(
            url: URL(string: "http://localhost:8000/cards.json")!, headers: ["Accept": "application/json", "A": "1"])

        let text = try text(of: request)

        expect(text).to(
            equal(
                "GET /cards.json HTTP/1.1\r\nHost: localhost:8000\r\nA: 1\r\nAccept: application/json\r\n"
                    + "Connection: close\r\n\r\n"))
    }

    @Test("writes a POST's body after its Content-Length")
    func writesPost() throws {
        let request = HTTPRequest(method: .post, url: URL(string: "http://10.0.0.2/cards")!, body: Data("[]".utf8))

        let text = try text(of: request)

        expect(text).to(
            equal("POST /cards HTTP/1.1\r\nHost: 10.0.0.2\r\nContent-Length: 2\r\nConnection: close\r\n\r\n[]"))
    }

    @Test("keeps the path's percent-encoding and the query")
    func keepsEncoding() throws {
        let request = HTTPRequest(method: .delete, url: URL(string: "http://h:1/base/cards/A%20B%2FC?x=1")!)

        let text = try text(of: request)

        expect(text).to(beginWith("DELETE /base/cards/A%20B%2FC?x=1 HTTP/1.1\r\nHost: h:1\r\n"))
    }

    @Test("asks for / when the URL has no path")
    func writesRootPath() throws {
        let text = try text(of: HTTPRequest(url: URL(string: "http://h")!))

        expect(text).to(beginWith("GET / HTTP/1.1\r\nHost: h\r\n"))
    }

    @Test("keeps an IPv6 literal's brackets in Host")
    func bracketsIPv6() throws {
        let text = try text(of: HTTPRequest(url: URL(string: "http://[::1]:8000/cards.json")!))

        expect(text).to(contain("\r\nHost: [::1]:8000\r\n"))
    }

    @Test("refuses a field value holding a line break")
    func refusesInjection() {
        let request = HTTPRequest(url: URL(string: "http://h/")!, headers: ["X": "a\r\nEvil: 1"])

        expect { try HTTPRequestWriter.bytes(of: request) }.to(
            throwError(NetworkError.invalidRequest(detail: "line break in X")))
    }
}
