import Foundation
import Nimble
import Testing

@testable import MyCardsKit

/// The client's answer parser, fed from byte buffers: no sockets.
@Suite("HTTPResponseParser")
struct HTTPResponseParserSpec {
    /// Feeds `text` in pieces of `piece` bytes (every split point a socket could make), then the close if asked.
    static func parse(
        _ text: String, piece: Int = .max, closing: Bool = false, maximumHeadBytes: Int = 64 * 1024,
        maximumBodyBytes: Int = 1024
    ) throws(HTTPParseError) -> (body: String, response: HTTPResponse)? {
        var parser = HTTPResponseParser(maximumHeadBytes: maximumHeadBytes, maximumBodyBytes: maximumBodyBytes)
        let bytes = Array(text.utf8)
        for start in stride(from: 0, to: bytes.count, by: max(1, min(piece, bytes.count))) {
            try parser.consume(bytes[start..<min(start + piece, bytes.count)])
        }
        let answer = closing ? try parser.finish() : parser.answer
        return answer.map { (String(decoding: $0.0, as: UTF8.self), $0.1) }
    }

    static func error(of text: String, closing: Bool = false, maximumHeadBytes: Int = 64 * 1024) -> HTTPParseError? {
        do {
            _ = try parse(text, closing: closing, maximumHeadBytes: maximumHeadBytes)
            return nil
        } catch {
            return error
        }
    }

    @Suite("when the head arrives")
    struct Head {
        @Test("reads the status code of the status line")
        func readsStatus() throws {
            let answer = try HTTPResponseParserSpec.parse("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n")

            expect(answer?.response.status).to(equal(404))
        }

        @Test("accepts a status line without a reason")
        func acceptsNoReason() throws {
            let answer = try HTTPResponseParserSpec.parse("HTTP/1.0 204 \r\n\r\n")

            expect(answer?.response.status).to(equal(204))
        }

        @Test("looks header names up ignoring case")
        func ignoresNameCase() throws {
            let answer = try HTTPResponseParserSpec.parse(
                "HTTP/1.1 200 OK\r\nContent-TYPE:  application/json \r\ncontent-length: 0\r\n\r\n")

            expect(answer?.response.value(forField: "content-type")).to(equal("application/json"))
        }

        @Test("joins a repeated field's values with commas")
        func joinsRepeatedFields() throws {
            let answer = try HTTPResponseParserSpec.parse(
                "HTTP/1.1 200 OK\r\nVia: a\r\nVIA: b\r\nContent-Length: 0\r\n\r\n")

            expect(answer?.response.value(forField: "Via")).to(equal("a, b"))
        }

        @Test("accepts lines ending in a bare LF")
        func acceptsBareLineFeeds() throws {
            let answer = try HTTPResponseParserSpec.parse("HTTP/1.1 200 OK\nContent-Length: 2\n\n[]")

            expect(answer?.body).to(equal("[]"))
        }

        @Test("skips an interim 100 Continue and reads the answer after it")
        func skipsInterimAnswers() throws {
            let answer = try HTTPResponseParserSpec.parse(
                "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\nok")

            expect(answer?.response.status).to(equal(201))
            expect(answer?.body).to(equal("ok"))
        }

        @Test("waits while the head is incomplete")
        func waitsForTheHead() throws {
            let answer = try HTTPResponseParserSpec.parse("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n")

            expect(answer).to(beNil())
        }

        @Test("refuses bytes that are not HTTP as soon as they arrive")
        func refusesGarbageAtOnce() {
            expect(HTTPResponseParserSpec.error(of: "SSH-2.0-OpenSSH_9.2"))
                .to(equal(.malformed("bad status line \"SSH-2.0-OpenSSH_9.2\"")))
        }

        @Test(
            "refuses a status code that is not three digits",
            arguments: [
                "HTTP/1.1 20 OK", "HTTP/1.1 2000 OK",
                "HTTP/1.1 abc OK", "HTTP/2 200 OK", "HTTP/1.1",
            ])
        func refusesMalformedStatus(line: String) {
            let failure = HTTPResponseParserSpec.error(of: "\(line)\r\n\r\n")

            expect(failure?.networkError.message).to(equal("the backend sent invalid data"))
        }

        @Test("refuses a header line without a colon")
        func refusesHeaderWithoutColon() {
            let failure = HTTPResponseParserSpec.error(of: "HTTP/1.1 200 OK\r\nno colon here\r\n\r\n")

            expect(failure).to(equal(.malformed("bad header line \"no colon here\"")))
        }

        @Test("refuses a head over the cap even before it ends")
        func refusesOversizeHead() {
            let head = "HTTP/1.1 200 OK\r\nX-Padding: " + String(repeating: "x", count: 200)

            expect(HTTPResponseParserSpec.error(of: head, maximumHeadBytes: 100)).to(equal(.headTooLarge(limit: 100)))
        }

        @Test("says the answer's header is too large, as invalid data")
        func describesOversizeHead() {
            expect(HTTPParseError.headTooLarge(limit: 64 * 1024).networkError)
                .to(equal(.invalidData(detail: "the answer's header is larger than 64 KiB")))
        }
    }
}
