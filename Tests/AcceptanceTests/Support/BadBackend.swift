import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback HTTP server in the test process that answers every request with one fixed status and body:
/// the backend that sends rubbish or partly invalid cards.
final class BadBackend: @unchecked Sendable {
    let url: String
    private let listener: Int32
    private let response: Data
    private let lock = NSLock()
    private var requestLines: [String] = []
    /// Whether the listener is shut or closed: a shutdown after the close could hit another socket that took its
    /// number.
    private var stopped = false

    init(status: Int, reason: String = "OK", body: String, contentType: String = "application/json") throws {
        let (descriptor, port) = try LoopbackSocket.bound()
        guard listen(descriptor, 16) == 0 else {
            let code = errno
            close(descriptor)
            throw HarnessError.systemCallFailed(call: "listen", code: code)
        }
        listener = descriptor
        url = "http://127.0.0.1:\(port)"
        let bodyData = Data(body.utf8)
        let head =
            "HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(contentType)\r\nContent-Length: \(bodyData.count)\r\n"
            + "Connection: close\r\n\r\n"
        response = Data(head.utf8) + bodyData
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    /// The request lines seen so far, e.g. `GET /cards.json HTTP/1.1`.
    var requests: [String] {
        lock.withLock { requestLines }
    }

    /// Wakes the accepting thread (accept fails on a shut-down socket); that thread closes the socket. The thread
    /// holds the server, so a test that does not call this leaves it serving to the end of the run.
    func stop() {
        lock.withLock {
            guard !stopped else { return }
            stopped = true
            shutdown(listener, Int32(SHUT_RDWR))
        }
    }

    private func serve() {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                break
            }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            let head = LoopbackSocket.readRequestHead(from: client)
            // A connection closed without a request (a client probing the port) gets no answer.
            guard !head.isEmpty else {
                close(client)
                continue
            }
            let line = head.split(separator: "\r\n", maxSplits: 1).first.map(String.init) ?? ""
            lock.withLock { requestLines.append(line) }
            LoopbackSocket.send(response, to: client)
            shutdown(client, Int32(SHUT_WR))
            close(client)
        }
        lock.withLock {
            stopped = true
            close(listener)
        }
    }
}
