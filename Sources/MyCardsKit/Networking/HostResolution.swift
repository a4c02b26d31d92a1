import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One address of a host, as `socket` and `connect` take it.
struct SocketAddress: Equatable, Sendable {
    let family: Int32
    let socketType: Int32
    let socketProtocol: Int32
    /// The `sockaddr` itself (`sockaddr_in` or `sockaddr_in6`).
    let bytes: [UInt8]
}

/// Turns a host name into its addresses, IPv6 and IPv4, in the order to try them.
protocol HostResolving: Sendable {
    func addresses(of host: String, port: Int) throws(NetworkError) -> [SocketAddress]
}

/// The system's resolver: getaddrinfo, which reads /etc/hosts and asks DNS.
struct SystemHostResolver: HostResolving {
    func addresses(of host: String, port: Int) throws(NetworkError) -> [SocketAddress] {
        var hints = addrinfo()
        // Glibc imports SOCK_STREAM as a case of its `__socket_type` enum, Darwin as a plain Int32 macro.
        #if canImport(Glibc)
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
            hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            throw .unreachable(detail: "cannot resolve \(host): \(String(cString: gai_strerror(status)))")
        }
        defer { freeaddrinfo(first) }
        var addresses: [SocketAddress] = []
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let current = entry?.pointee {
            if let address = current.ai_addr {
                let bytes = UnsafeRawBufferPointer(start: address, count: Int(current.ai_addrlen))
                addresses.append(
                    SocketAddress(
                        family: current.ai_family, socketType: current.ai_socktype,
                        socketProtocol: current.ai_protocol, bytes: Array(bytes)))
            }
            entry = current.ai_next
        }
        guard !addresses.isEmpty else { throw .unreachable(detail: "no address for \(host)") }
        return addresses
    }
}

/// A resolver that answers by a deadline. getaddrinfo has no timeout of its own: a DNS server that does not answer
/// holds it for resolv.conf's timeout times its attempts, past any deadline the request has. So it runs on a thread
/// of its own, and the request waits for it only until the deadline; a late answer is dropped with its thread.
struct DeadlineBoundResolver: Sendable {
    let resolver: any HostResolving

    init(_ resolver: any HostResolving = SystemHostResolver()) {
        self.resolver = resolver
    }

    func addresses(of host: String, port: Int, until deadline: Deadline) throws(NetworkError) -> [SocketAddress] {
        let answer = PendingAnswer()
        Thread.detachNewThread { [resolver] in
            answer.settle(Result { () throws(NetworkError) in try resolver.addresses(of: host, port: port) })
        }
        guard let result = answer.wait(until: deadline) else { throw .timedOut }
        return try result.get()
    }
}

/// The resolver thread's answer, handed over once.
private final class PendingAnswer: Sendable {
    private let ready = DispatchSemaphore(value: 0)
    private let result = Locked<Result<[SocketAddress], NetworkError>?>(nil)

    func settle(_ result: Result<[SocketAddress], NetworkError>) {
        self.result.withLock { $0 = result }
        ready.signal()
    }

    func wait(until deadline: Deadline) -> Result<[SocketAddress], NetworkError>? {
        guard ready.wait(timeout: DispatchTime(uptimeNanoseconds: deadline.uptimeNanoseconds)) == .success else {
            return nil
        }
        return result.current
    }
}
