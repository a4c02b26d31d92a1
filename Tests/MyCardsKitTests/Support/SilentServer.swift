import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback TCP server that accepts connections and never answers (a backend that hangs), or answers late.
/// Also hands out ports nobody listens on, for "connection refused".
final class SilentServer: @unchecked Sendable {
    let port: UInt16
    private let socketDescriptor: Int32
    private let accepted = Connections()

    /// With `answerAfter`, each connection gets `[]` as an HTTP 200 answer after that many seconds: a slow backend.
    init(answerAfter delay: TimeInterval? = nil) throws {
        socketDescriptor = try Self.listeningSocket()
        port = try Self.boundPort(of: socketDescriptor)
        let descriptor = socketDescriptor
        Thread.detachNewThread { [accepted] in
            while true {
                let connection = accept(descriptor, nil, nil)
                if connection < 0 { return }
                accepted.add(connection)
                if let delay { Self.answer(connection, after: delay) }
            }
        }
    }

    private static func answer(_ connection: Int32, after delay: TimeInterval) {
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            _ = read(connection, &buffer, buffer.count)
            Thread.sleep(forTimeInterval: delay)
            let reply = Array("HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\n[]".utf8)
            _ = write(connection, reply, reply.count)
        }
    }

    /// A listener whose accept queue is full and never drained: the kernel drops further SYNs, so a connect to
    /// `port` hangs until the client gives up — a host that does not answer.
    static func unansweredConnect() throws -> (port: UInt16, holders: [Int32]) {
        let descriptor = try listeningSocket(backlog: 0)
        let port = try boundPort(of: descriptor)
        var holders = [descriptor]
        for _ in 0..<4 {
            let client = streamSocket()
            _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) | O_NONBLOCK)
            var address = loopback(port: port)
            _ = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    #if canImport(Glibc)
                        Glibc.connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                    #else
                        Darwin.connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                    #endif
                }
            }
            holders.append(client)
        }
        return (port, holders)
    }

    private static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = port.bigEndian
        return address
    }

    /// The first connection it accepts, once it has.
    func firstConnection() async -> Int32 {
        await withCheckedContinuation { continuation in
            accepted.whenFirst { continuation.resume(returning: $0) }
        }
    }

    /// Returns once the client has closed `connection`: its reads reach end-of-file.
    func endOfFile(on connection: Int32) async {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var buffer = [UInt8](repeating: 0, count: 4096)
                while read(connection, &buffer, buffer.count) > 0 {}
                continuation.resume()
            }
        }
    }

    deinit {
        shutdown(socketDescriptor, Int32(SHUT_RDWR))
        close(socketDescriptor)
        accepted.closeAll()
    }

    /// A loopback port that was free a moment ago and has no listener.
    static func deadPort() throws -> UInt16 {
        let descriptor = try listeningSocket()
        defer { close(descriptor) }
        return try boundPort(of: descriptor)
    }

    private static func listeningSocket(backlog: Int32 = 8) throws -> Int32 {
        let descriptor = streamSocket()
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var address = loopback(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, backlog) == 0 else {
            close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        return descriptor
    }

    private static func boundPort(of descriptor: Int32) throws -> UInt16 {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let found = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard found == 0 else { throw POSIXError(.EIO) }
        return UInt16(bigEndian: address.sin_port)
    }
}

/// An IPv4 TCP socket. Glibc imports SOCK_STREAM as an enum case, Darwin as a plain Int32.
private func streamSocket() -> Int32 {
    #if canImport(Glibc)
        socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
        socket(AF_INET, SOCK_STREAM, 0)
    #endif
}

/// The connections a silent server holds open, closed with it.
private final class Connections: @unchecked Sendable {
    private let lock = NSLock()
    private var descriptors: [Int32] = []
    private var firstHandler: (@Sendable (Int32) -> Void)?

    func add(_ descriptor: Int32) {
        let handler: (@Sendable (Int32) -> Void)? = lock.withLock {
            descriptors.append(descriptor)
            guard descriptors.count == 1 else { return nil }
            defer { firstHandler = nil }
            return firstHandler
        }
        handler?(descriptor)
    }

    /// `handler` gets the first connection accepted: at once if there is one, else when it comes.
    func whenFirst(_ handler: @escaping @Sendable (Int32) -> Void) {
        let first: Int32? = lock.withLock {
            guard let first = descriptors.first else {
                firstHandler = handler
                return nil
            }
            return first
        }
        first.map(handler)
    }

    func closeAll() {
        lock.withLock {
            for descriptor in descriptors { close(descriptor) }
            descriptors = []
        }
    }
}
