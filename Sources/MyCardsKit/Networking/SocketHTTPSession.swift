import Foundation

/// The app's own HTTP/1.1 client over POSIX sockets: one connection per request (`Connection: close`), plain
/// http only. It replaces URLSession, whose FoundationNetworking loads libcurl and its ~30 libraries (TLS,
/// Kerberos, LDAP…) into every process at launch, for a backend that speaks plain http.
///
/// The connect must succeed within `timeouts.connect`, and the whole exchange — connect, request, answer — end
/// within `timeouts.total`. The blocking socket work runs on `queue`, never on the caller's thread nor on Swift's
/// cooperative pool (a read waiting on a slow backend would hold one of its few threads). Cancelling the awaiting
/// task shuts the exchange's connection down, which ends any wait on it at once, and throws `.cancelled`. A body
/// read by a `BodyReader` goes to it as it arrives, on the same thread, and is never held whole.
public struct SocketHTTPSession: NetworkSession {
    private let timeouts: NetworkTimeouts
    private let queue: any Dispatching

    public init(timeouts: NetworkTimeouts = .standard, queue: any Dispatching = AsyncQueue.background) {
        self.timeouts = timeouts
        self.queue = queue
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> (Data, HTTPResponse) {
        let body = DataBodyReader()
        let response = try await send(request, readingBodyWith: body)
        return (body.model(), response)
    }

    public func send(_ request: HTTPRequest, readingBodyWith reader: some BodyReader) async throws(NetworkError)
        -> HTTPResponse
    {
        let cancellation = NetworkCancellation()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                queue.dispatch { [timeouts] in
                    continuation.resume(
                        returning: Self.run(request, reader, timeouts: timeouts, cancellation: cancellation))
                }
            }
        } onCancel: {
            cancellation.cancel()
        }
        return try result.get()
    }

    /// The exchange on the queue's thread; `.cancelled` when the task was cancelled before or during it.
    private static func run(
        _ request: HTTPRequest, _ reader: some BodyReader, timeouts: NetworkTimeouts,
        cancellation: NetworkCancellation
    ) -> Result<HTTPResponse, NetworkError> {
        guard !cancellation.isCancelled else { return .failure(.cancelled) }
        let result = Result { () throws(NetworkError) in
            try exchange(request, reader, timeouts: timeouts, cancellation: cancellation)
        }
        cancellation.whileRunning(stop: nil)
        return cancellation.isCancelled ? .failure(.cancelled) : result
    }

    private static func exchange(
        _ request: HTTPRequest, _ reader: some BodyReader, timeouts: NetworkTimeouts,
        cancellation: NetworkCancellation
    ) throws(NetworkError) -> HTTPResponse {
        let deadline = Deadline.after(timeouts.total)
        let (host, port) = try endpoint(of: request.url)
        let bytes = try HTTPRequestWriter.bytes(of: request)
        let connection = try TCPConnection.connect(
            host: host, port: port, until: min(Deadline.after(timeouts.connect), deadline))
        cancellation.whileRunning { connection.shutDown() }
        do throws(NetworkError) {
            try connection.send(bytes, until: deadline)
        } catch .timedOut {
            throw .timedOut
        } catch {
            // The server may have answered and closed before taking the whole request: its answer says more.
            if let answer = try? receiveAnswer(on: connection, into: reader, until: deadline) { return answer }
            throw error
        }
        return try receiveAnswer(on: connection, into: reader, until: deadline)
    }

    /// Reads until the parser has a whole answer or the server closes; the body goes to `reader` as it comes.
    private static func receiveAnswer(
        on connection: TCPConnection, into reader: some BodyReader, until deadline: Deadline
    ) throws(NetworkError) -> HTTPResponse {
        var parser = HTTPResponseParser(bodyReader: reader)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 1)
        defer { buffer.deallocate() }
        while true {
            let count = try connection.receive(into: buffer, until: deadline)
            do throws(HTTPParseError) {
                if count == 0 { return try parser.finish().1 }
                if try parser.consume(UnsafeRawBufferPointer(rebasing: buffer[..<count])), let answer = parser.answer {
                    return answer.1
                }
            } catch {
                throw error.networkError
            }
        }
    }

    /// Host and port of an http URL. An https backend is refused with a reason for the log: this client speaks
    /// plain http only, and the status line says the backend is unreachable, as for any backend it cannot use.
    static func endpoint(of url: URL) throws(NetworkError) -> (host: String, port: Int) {
        guard url.scheme?.lowercased() == "http" else {
            throw .unreachable(
                detail: "\(url.scheme ?? "no scheme")://… is not supported: this build speaks plain http only")
        }
        guard let host = url.host, !host.isEmpty else { throw .invalidRequest(detail: "no host in \(url)") }
        return (host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")), url.port ?? 80)
    }
}
