import Foundation

/// Reads one HTTP/1.1 answer from bytes as they arrive off the socket: the head (capped), then the body by
/// `Content-Length`, chunked (extensions and trailers read and dropped), or up to the server's close (capped).
/// Interim 1xx answers are skipped. Bytes after a whole answer are ignored: the request said `Connection: close`.
/// The body is gathered into the answer's `Data`, or handed to a `BodyReader` as it arrives (the `Data` is empty).
struct HTTPResponseParser {
    static let maximumHeadBytes = 64 * 1024
    static let maximumBodyBytes = 512 * 1024 * 1024
    /// A chunk-size line is a few hex digits and maybe an extension; anything longer is not one.
    private static let maximumChunkLineBytes = 4096

    private enum State: Equatable {
        case head
        case body(remaining: Int)
        case untilClose
        case chunkSize
        case chunkData(remaining: Int)
        case chunkEnd
        case trailers
        case done
    }

    private let maximumHeadBytes: Int
    private let maximumBodyBytes: Int
    private var state = State.head
    /// Received bytes not yet taken: the head or a chunk's lines. Body bytes move on to `body` at once.
    private var pending: [UInt8] = []
    private var position = 0
    private var headBytes = 0
    private var response: HTTPResponse?
    private let bodyReader: (any BodyReader)?
    private var body = Data()
    private var bodyCount = 0

    init(
        maximumHeadBytes: Int = Self.maximumHeadBytes, maximumBodyBytes: Int = Self.maximumBodyBytes,
        bodyReader: (any BodyReader)? = nil
    ) {
        self.maximumHeadBytes = maximumHeadBytes
        self.maximumBodyBytes = maximumBodyBytes
        self.bodyReader = bodyReader
    }

    /// The answer once it is whole; until then nil.
    var answer: (Data, HTTPResponse)? {
        guard state == .done, let response else { return nil }
        return (body, response)
    }

    /// Takes the next bytes read; answers whether the answer is now whole.
    @discardableResult
    mutating func consume(_ bytes: some Collection<UInt8>) throws(HTTPParseError) -> Bool {
        pending.append(contentsOf: bytes)
        while try step() {}
        pending.removeFirst(position)
        position = 0
        return state == .done
    }

    /// The server closed the connection: the answer as it stands, if that is a whole one.
    mutating func finish() throws(HTTPParseError) -> (Data, HTTPResponse) {
        if state == .untilClose { state = .done }
        if let answer { return answer }
        switch state {
        case .head where pending.isEmpty: throw .truncated("no answer")
        case .head: throw .truncated("the header was cut off")
        case .body(let remaining): throw .truncated("\(bodyCount) of \(bodyCount + remaining) body bytes arrived")
        default: throw .truncated("the chunked body was cut off after \(bodyCount) bytes")
        }
    }

    private var available: ArraySlice<UInt8> { pending[position...] }

    /// Does one step of the answer from `available`; false when it needs more bytes (or is done).
    private mutating func step() throws(HTTPParseError) -> Bool {
        switch state {
        case .head: return try readHead()
        case .body(let remaining):
            let moved = takeBody(upTo: remaining)
            state = moved == remaining ? .done : .body(remaining: remaining - moved)
            return false
        case .untilClose:
            guard bodyCount + available.count <= maximumBodyBytes else { throw .bodyTooLarge(limit: maximumBodyBytes) }
            _ = takeBody(upTo: available.count)
            return false
        case .chunkSize: return try readChunkSize()
        case .chunkData(let remaining):
            let moved = takeBody(upTo: remaining)
            state = moved == remaining ? .chunkEnd : .chunkData(remaining: remaining - moved)
            return state == .chunkEnd
        case .chunkEnd: return try readChunkEnd()
        case .trailers: return try readTrailer()
        case .done: return false
        }
    }

    /// The head ends at the first empty line. Garbage fails on its first bytes, not at the timeout.
    private mutating func readHead() throws(HTTPParseError) -> Bool {
        guard HTTPHeadParser.canStartStatusLine(available) else {
            throw .malformed("bad status line \"\(String(decoding: available.prefix(40), as: UTF8.self))\"")
        }
        guard let end = emptyLineEnd(in: available) else {
            if available.count > maximumHeadBytes { throw .headTooLarge(limit: maximumHeadBytes) }
            return false
        }
        guard end - position <= maximumHeadBytes else { throw .headTooLarge(limit: maximumHeadBytes) }
        let head = try HTTPHeadParser.parse(pending[position..<end])
        headBytes = end - position
        position = end
        if (100..<200).contains(head.status) && head.status != 101 { return true }  // interim: the real one follows
        response = head
        switch try HTTPBodyFraming(of: head) {
        case .none, .length(0): state = .done
        case .length(let length) where length > maximumBodyBytes: throw .bodyTooLarge(limit: maximumBodyBytes)
        case .length(let length):
            if let bodyReader { bodyReader.expect(byteCount: length) } else { body.reserveCapacity(length) }
            state = .body(remaining: length)
        case .chunked: state = .chunkSize
        case .untilClose: state = .untilClose
        }
        return state != .done
    }

    /// `1a;name=value` — the size in hex, then an extension to ignore.
    private mutating func readChunkSize() throws(HTTPParseError) -> Bool {
        let tooLong = HTTPParseError.malformed("chunk size line too long")
        guard let line = try nextLine(limit: Self.maximumChunkLineBytes, orThrow: tooLong) else { return false }
        let text = String(decoding: line, as: UTF8.self)
        let digits = text.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces)
        guard !digits.isEmpty, digits.count <= 15, let size = Int(digits, radix: 16), size >= 0 else {
            throw .malformed("bad chunk size \"\(text.prefix(40))\"")
        }
        guard bodyCount + size <= maximumBodyBytes else { throw .bodyTooLarge(limit: maximumBodyBytes) }
        state = size == 0 ? .trailers : .chunkData(remaining: size)
        return true
    }

    private mutating func readChunkEnd() throws(HTTPParseError) -> Bool {
        let longer = HTTPParseError.malformed("a chunk is longer than its size")
        guard try nextLine(limit: 0, orThrow: longer) != nil else { return false }
        state = .chunkSize
        return true
    }

    /// Trailer fields count against the head's cap and are dropped; an empty line ends the answer.
    private mutating func readTrailer() throws(HTTPParseError) -> Bool {
        let tooLarge = HTTPParseError.headTooLarge(limit: maximumHeadBytes)
        guard let line = try nextLine(limit: maximumHeadBytes - headBytes, orThrow: tooLarge) else { return false }
        headBytes += line.count + 2
        state = line.isEmpty ? .done : .trailers
        return state != .done
    }

    /// The next line without its CRLF (or bare LF), taken from `pending`; nil until it has all arrived;
    /// `error` when it is longer than `limit`.
    private mutating func nextLine(
        limit: Int, orThrow error: HTTPParseError
    ) throws(HTTPParseError) -> ArraySlice<UInt8>? {
        guard let newline = available.firstIndex(of: UInt8(ascii: "\n")) else {
            if available.count > limit + 1 { throw error }  // + 1: the CR of a CRLF still to come
            return nil
        }
        var line = pending[position..<newline]
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        guard line.count <= limit else { throw error }
        position = newline + 1
        return line
    }

    /// Where the bytes after the first empty line start (CRLF CRLF, or bare LFs).
    private func emptyLineEnd(in bytes: ArraySlice<UInt8>) -> Int? {
        var index = bytes.startIndex
        while let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) {
            let next = bytes.index(after: newline)
            if next < bytes.endIndex, bytes[next] == UInt8(ascii: "\n") { return next + 1 }
            if next + 1 < bytes.endIndex, bytes[next] == UInt8(ascii: "\r"), bytes[next + 1] == UInt8(ascii: "\n") {
                return next + 2
            }
            index = next
        }
        return nil
    }

    /// Moves up to `count` available bytes into the body; answers how many it moved.
    private mutating func takeBody(upTo count: Int) -> Int {
        let moved = min(count, available.count)
        let bytes = pending[position..<(position + moved)]
        if let bodyReader { bytes.withUnsafeBytes { bodyReader.read($0) } } else { body.append(contentsOf: bytes) }
        position += moved
        bodyCount += moved
        return moved
    }
}
