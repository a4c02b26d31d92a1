import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One non-blocking TCP connection with every wait bounded by a deadline, the host's name lookup included:
/// `connect` tries each address of the host in turn (IPv6 and IPv4, so `localhost` works whichever the server
/// listens on), `send` never raises SIGPIPE (`MSG_NOSIGNAL` on Linux, `SO_NOSIGPIPE` on macOS), `receive` polls.
/// Failures come as the `NetworkError` the status line shows.
final class TCPConnection: Sendable {
    /// Never changes; `shutDown` may come from another thread, which the socket allows.
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Ends the connection both ways, from any thread: a send or a wait on it returns at once (the descriptor stays
    /// open until the connection is released, so it cannot be reused meanwhile).
    func shutDown() {
        #if canImport(Glibc)
            _ = Glibc.shutdown(descriptor, Int32(SHUT_RDWR))
        #else
            _ = Darwin.shutdown(descriptor, SHUT_RDWR)
        #endif
    }

    /// The host's addresses come from `resolver`, which gives up at the deadline too.
    static func connect(
        host: String, port: Int, until deadline: Deadline, resolver: DeadlineBoundResolver = DeadlineBoundResolver()
    ) throws(NetworkError) -> TCPConnection {
        let addresses = try resolver.addresses(of: host, port: port, until: deadline)
        var failure = NetworkError.unreachable(detail: "no address for \(host)")
        for address in addresses where failure != .timedOut {
            do throws(NetworkError) {
                return try attempt(address, until: deadline)
            } catch {
                failure = error
            }
        }
        guard case .unreachable(let detail) = failure else { throw failure }
        throw .unreachable(detail: "\(host) port \(port): \(detail)")
    }

    private static func attempt(_ address: SocketAddress, until deadline: Deadline) throws(NetworkError)
        -> TCPConnection
    {
        let descriptor = openSocket(for: address)
        guard descriptor >= 0 else { throw .unreachable(detail: "socket: \(String(cString: strerror(errno)))") }
        let connection = TCPConnection(descriptor: descriptor)  // closes the socket on every way out
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        let connected = address.bytes.withUnsafeBytes { bytes in
            #if canImport(Glibc)
                Glibc.connect(
                    descriptor, bytes.baseAddress?.assumingMemoryBound(to: sockaddr.self), socklen_t(bytes.count))
            #else
                Darwin.connect(
                    descriptor, bytes.baseAddress?.assumingMemoryBound(to: sockaddr.self), socklen_t(bytes.count))
            #endif
        }
        if connected == 0 { return connection }
        guard errno == EINPROGRESS else { throw connection.failure("connect", errno) }
        try connection.wait(for: POLLOUT, until: deadline)
        var error: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        _ = getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &length)
        guard error == 0 else { throw connection.failure("connect", error) }
        return connection
    }

    /// A socket no spawned child inherits and whose sends never raise SIGPIPE; -1 (with `errno` set) on failure.
    private static func openSocket(for address: SocketAddress) -> Int32 {
        #if canImport(Glibc)
            return socket(address.family, address.socketType | Int32(SOCK_CLOEXEC.rawValue), address.socketProtocol)
        #else
            // Darwin has neither SOCK_CLOEXEC nor MSG_NOSIGNAL: the socket gets both promises before its first use.
            let descriptor = socket(address.family, address.socketType, address.socketProtocol)
            guard descriptor >= 0 else { return descriptor }
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            var on: Int32 = 1
            _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
            return descriptor
        #endif
    }

    /// Sends `bytes`, waiting while the socket's buffer is full. Stops early, answering false, when the server
    /// has something to say first: an answer before the whole request (413 for a body too large) is the answer.
    @discardableResult
    func send(_ bytes: [UInt8], until deadline: Deadline) throws(NetworkError) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                #if canImport(Glibc)
                    Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                #else
                    Darwin.send(descriptor, $0.baseAddress, $0.count, 0)  // SO_NOSIGPIPE is set: see openSocket
                #endif
            }
            if sent >= 0 {
                offset += sent
            } else if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                if try wait(for: POLLOUT | POLLIN, until: deadline) & Int16(POLLIN) != 0 { return false }
            } else {
                throw failure("send", errno)
            }
        }
        return true
    }

    /// Reads what has arrived into `buffer`, waiting for some; 0 when the server has closed the connection.
    func receive(into buffer: UnsafeMutableRawBufferPointer, until deadline: Deadline) throws(NetworkError) -> Int {
        while true {
            let received = recv(descriptor, buffer.baseAddress, buffer.count, 0)
            if received >= 0 { return received }
            guard errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else { throw failure("receive", errno) }
            try wait(for: POLLIN, until: deadline)
        }
    }

    /// Waits until the socket is ready for some of `events` (or has failed, which the next call reports);
    /// answers the events that happened.
    @discardableResult
    private func wait(for events: Int32, until deadline: Deadline) throws(NetworkError) -> Int16 {
        var request = pollfd(fd: descriptor, events: Int16(events), revents: 0)
        while true {
            let ready = poll(&request, 1, deadline.remainingMilliseconds)
            if ready > 0 { return request.revents }
            if ready == 0 { throw .timedOut }
            guard errno == EINTR else { throw failure("poll", errno) }
        }
    }

    private func failure(_ call: String, _ code: Int32) -> NetworkError {
        .unreachable(detail: "\(call): \(String(cString: strerror(code))) (\(code))")
    }
}
