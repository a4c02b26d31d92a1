import Foundation
import Nimble
import Testing

@testable import MyCardsKit

private func parse(
    _ text: String, piece: Int = .max, closing: Bool = false
) throws(HTTPParseError) -> (body: String, response: HTTPResponse)? {
    try HTTPResponseParserSpec.parse(text, piece: piece, closing: closing)
}

private func error(of text: String, closing: Bool = false) -> HTTPParseError? {
    HTTPResponseParserSpec.error(of: text, closing: closing)
}

/// The client's answer parser reading bodies (capped at 1 KiB here), fed from byte buffers: no sockets.
@Suite("HTTPResponseParser reading a body")
struct HTTPResponseBodySpec {
    @Suite("by Content-Length")
    struct ByLength {
        @Test("is whole after exactly that many bytes, whatever the pieces", arguments: [1, 2, 7, 1000])
        func readsLength(piece: Int) throws {
            let answer = try parse("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello", piece: piece)

            expect(answer?.body).to(equal("hello"))
        }

        @Test("ignores bytes after the body")
        func ignoresExtraBytes() throws {
            let answer = try parse("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n[]junk")

            expect(answer?.body).to(equal("[]"))
        }

        @Test("reports a body cut off by the close as a lost connection")
        func reportsTruncation() {
            let failure = error(of: "HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nhello", closing: true)

            expect(failure).to(equal(.truncated("5 of 10 body bytes arrived")))
            expect(failure?.networkError.message).to(equal("the backend is unreachable"))
        }

        @Test("refuses a length that is not a number", arguments: ["-1", "1e3", "", "12, 13", "0x10"])
        func refusesBadLength(length: String) {
            let failure = error(of: "HTTP/1.1 200 OK\r\nContent-Length: \(length)\r\n\r\n")

            expect(failure?.networkError.message).to(equal("the backend sent invalid data"))
        }

        @Test("refuses a length over the cap before reading the body")
        func refusesOversizeLength() throws {
            expect { try parse("HTTP/1.1 200 OK\r\nContent-Length: 2048\r\n\r\n") }
                .to(throwError(HTTPParseError.bodyTooLarge(limit: 1024)))
        }

        @Test("says the answer is too large, as invalid data")
        func describesOversizeBody() {
            expect(HTTPParseError.bodyTooLarge(limit: HTTPResponseParser.maximumBodyBytes).networkError)
                .to(equal(.invalidData(detail: "the answer is larger than 512 MiB")))
        }

        @Test("has no body for 204 even without a length")
        func noBodyFor204() throws {
            let answer = try parse("HTTP/1.1 204 No Content\r\n\r\n")

            expect(answer?.body).to(equal(""))
        }
    }

    @Suite("chunked")
    struct Chunked {
        private static let answer =
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
            + "4;name=value\r\nWiki\r\n6\r\npedia \r\nE\r\nin \r\n\r\nchunks.\r\n0\r\nExpires: never\r\n\r\n"

        @Test("joins the chunks, dropping extensions and trailers, whatever the pieces", arguments: [1, 3, 1000])
        func joinsChunks(piece: Int) throws {
            let answer = try parse(Self.answer, piece: piece)

            expect(answer?.body).to(equal("Wikipedia in \r\n\r\nchunks."))
        }

        @Test("takes chunked over a Content-Length")
        func prefersChunked() throws {
            let text = "HTTP/1.1 200 OK\r\nContent-Length: 99\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\n\r\n"

            let answer = try parse(text)

            expect(answer?.body).to(equal("ok"))
        }

        @Test("is not whole before the last chunk's empty line")
        func waitsForTheEnd() throws {
            let answer = try parse(
                "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\n")

            expect(answer).to(beNil())
        }

        @Test("refuses a chunk size that is not hex")
        func refusesBadSize() {
            let failure = error(of: "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n")

            expect(failure).to(equal(.malformed("bad chunk size \"zz\"")))
        }

        @Test("refuses a chunk longer than its size")
        func refusesLongChunk() {
            let failure = error(of: "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nokay\r\n")

            expect(failure).to(equal(.malformed("a chunk is longer than its size")))
        }

        @Test("refuses chunks that add up to more than the cap")
        func refusesOversizeChunks() {
            let text =
                "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3FF\r\n" + String(repeating: "x", count: 1023)
                + "\r\n2\r\n"

            expect { try parse(text) }.to(throwError(HTTPParseError.bodyTooLarge(limit: 1024)))
        }

        @Test("reports a chunked body cut off by the close")
        func reportsTruncation() {
            let failure = error(of: "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhel", closing: true)

            expect(failure).to(equal(.truncated("the chunked body was cut off after 3 bytes")))
        }
    }

    @Suite("to the close")
    struct ToClose {
        @Test("takes everything until the server closes")
        func readsToClose() throws {
            let answer = try parse("HTTP/1.0 200 OK\r\n\r\n[1,2,3]", piece: 2, closing: true)

            expect(answer?.body).to(equal("[1,2,3]"))
        }

        @Test("is not whole before the close")
        func waitsForClose() throws {
            let answer = try parse("HTTP/1.0 200 OK\r\n\r\n[1,2,3]")

            expect(answer).to(beNil())
        }

        @Test("refuses a body growing past the cap")
        func refusesOversize() {
            let text = "HTTP/1.0 200 OK\r\n\r\n" + String(repeating: "x", count: 1025)

            expect { try parse(text) }.to(throwError(HTTPParseError.bodyTooLarge(limit: 1024)))
        }

        @Test("reports a close before any answer as a lost connection")
        func reportsNoAnswer() {
            let failure = error(of: "", closing: true)

            expect(failure).to(equal(.truncated("no answer")))
        }
    }
}
