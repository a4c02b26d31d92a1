import Foundation
import Nimble
import Testing

@testable import MyCardsKit

/// The client's answer parser handing the body to a `BodyReader` as it arrives, fed from byte buffers: no sockets.
@Suite("HTTPResponseParser handing a body to a reader")
struct HTTPResponseBodyReaderSpec {
    /// Feeds `text` in pieces of `piece` bytes to a parser with `reader`; the answer's status and gathered body.
    static func parse(_ text: String, piece: Int, into reader: RecordingBodyReader) throws(HTTPParseError)
        -> (status: Int, gathered: Data)?
    {
        var parser = HTTPResponseParser(maximumHeadBytes: 1024, maximumBodyBytes: 1024, bodyReader: reader)
        let bytes = Array(text.utf8)
        for start in stride(from: 0, to: bytes.count, by: piece) {
            try parser.consume(bytes[start..<min(start + piece, bytes.count)])
        }
        return parser.answer.map { ($0.1.status, $0.0) }
    }

    @Test("hands on a chunked body in order and gathers none of it, whatever the pieces", arguments: [1, 3, 1000])
    func handsChunkedBody(piece: Int) throws {
        let reader = RecordingBodyReader()
        let text =
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" + "4;x=y\r\n[1,2\r\n2\r\n,3\r\n1\r\n]\r\n0\r\n\r\n"

        let answer = try Self.parse(text, piece: piece, into: reader)

        expect(answer?.status).to(equal(200))
        expect(answer?.gathered).to(beEmpty())
        expect(reader.body).to(equal("[1,2,3]"))
    }

    @Test("tells the reader the Content-Length to expect")
    func tellsLength() throws {
        let reader = RecordingBodyReader()

        _ = try Self.parse("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello", piece: 1000, into: reader)

        expect(reader.expectedByteCount).to(equal(5))
    }
}
