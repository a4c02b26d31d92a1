import Foundation

/// A TCP connect with a deadline, on plain sockets: non-blocking `connect`, then `poll` for writability.
enum TCPConnectProbe {
    enum Outcome: Equatable {
        case connected
        case timedOut
        case failed(String)
    }

    /// Tries each address of `host` in turn until one connects or `timeout` has passed in all.
    static func connect(host: String, port: Int, timeout: TimeInterval) -> Outcome {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            return .failed("cannot resolve \(host): \(String(cString: gai_strerror(status)))")
        }
        defer { freeaddrinfo(first) }
        let deadline = Date().addingTimeInterval(timeout)
        var outcome = Outcome.failed("no address for \(host)")
        var address: UnsafeMutablePointer<addrinfo>? = first
        while let current = address {
            outcome = attempt(current.pointee, until: deadline)
            if outcome == .connected || Date() >= deadline { break }
            address = current.pointee.ai_next
        }
        return outcome
    }

    private static func attempt(_ address: addrinfo, until deadline: Date) -> Outcome {
        let socket = Foundation.socket(address.ai_family, address.ai_socktype, address.ai_protocol)
        guard socket >= 0 else { return .failed(String(cString: strerror(errno))) }
        defer { close(socket) }
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        if Foundation.connect(socket, address.ai_addr, address.ai_addrlen) == 0 { return .connected }
        guard errno == EINPROGRESS else { return .failed(String(cString: strerror(errno))) }
        let milliseconds = Int32(max(0, min(deadline.timeIntervalSinceNow * 1000, Double(Int32.max))))
        var descriptor = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
        let ready = poll(&descriptor, 1, milliseconds)
        guard ready > 0 else { return ready == 0 ? .timedOut : .failed(String(cString: strerror(errno))) }
        var error: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        _ = getsockopt(socket, SOL_SOCKET, SO_ERROR, &error, &length)
        return error == 0 ? .connected : .failed(String(cString: strerror(error)))
    }
}
