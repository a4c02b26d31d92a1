import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback HTTP peer for one connection: reads the request's head (and as much body as arrived with it),
/// answers with fixed bytes, then closes — or holds the connection open, as a stuck server would.
final class ScriptedServer: @unchecked Sendable {
    let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var received: [UInt8] = []
    private var connection: Int32 = -1

    /// `answer` goes out once the request's empty line has arrived.
    init(answer: [UInt8], thenClose: Bool = true, family: Int32 = AF_INET) throws {
        listener = try Self.listen(family: family)
        port = try Self.port(of: listener, family: family)
        Thread.detachNewThread { [self] in serve(answer: answer, thenClose: thenClose) }
    }

    convenience init(answer: String, thenClose: Bool = true, family: Int32 = AF_INET) throws {
        try self.init(answer: Array(answer.utf8), thenClose: thenClose, family: family)
    }

    /// The bytes the client sent, up to the moment the answer went out.
    var request: String { lock.withLock { String(decoding: received, as: UTF8.self) } }

    /// Returns once the client has closed the connection the answer went out on: its reads reach end-of-file.
    func endOfFile() async {
        let client = lock.withLock { connection }
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var buffer = [UInt8](repeating: 0, count: 4096)
                while read(client, &buffer, buffer.count) > 0 {}
                continuation.resume()
            }
        }
    }

    deinit {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        lock.withLock { if connection >= 0 { close(connection) } }
    }

    private func serve(answer: [UInt8], thenClose: Bool) {
        let client = accept(listener, nil, nil)
        guard client >= 0 else { return }
        lock.withLock { connection = client }
        #if !canImport(Glibc)
            // Darwin has no MSG_NOSIGNAL: a client that hangs up mid-answer must not kill the test process.
            var on: Int32 = 1
            _ = setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !lock.withLock({ received.firstRange(of: Array("\r\n\r\n".utf8)) != nil }) {
            let count = read(client, &buffer, buffer.count)
            if count <= 0 { break }
            lock.withLock { received += buffer[..<count] }
        }
        var offset = 0
        while offset < answer.count {
            let written = answer[offset...].withUnsafeBytes {
                #if canImport(Glibc)
                    send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                #else
                    send(client, $0.baseAddress, $0.count, 0)
                #endif
            }
            if written <= 0 { break }
            offset += written
        }
        if thenClose { shutdown(client, Int32(SHUT_RDWR)) }
    }

    private static func listen(family: Int32) throws -> Int32 {
        #if canImport(Glibc)
            let descriptor = socket(family, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(family, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw POSIXError(.EAFNOSUPPORT) }
        var storage = sockaddr_storage()
        let length: Int
        if family == AF_INET6 {
            length = withUnsafeMutableBytes(of: &storage) { raw in
                let address = raw.baseAddress!.assumingMemoryBound(to: sockaddr_in6.self)
                address.pointee.sin6_family = sa_family_t(AF_INET6)
                address.pointee.sin6_addr = in6addr_loopback
                return MemoryLayout<sockaddr_in6>.size
            }
        } else {
            length = withUnsafeMutableBytes(of: &storage) { raw in
                let address = raw.baseAddress!.assumingMemoryBound(to: sockaddr_in.self)
                address.pointee.sin_family = sa_family_t(AF_INET)
                address.pointee.sin_addr.s_addr = inet_addr("127.0.0.1")
                return MemoryLayout<sockaddr_in>.size
            }
        }
        let bound = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(length)) }
        }
        guard bound == 0, systemListen(descriptor, 1) == 0 else {
            close(descriptor)
            throw POSIXError(.EADDRNOTAVAIL)
        }
        return descriptor
    }

    private static func port(of descriptor: Int32, family: Int32) throws -> UInt16 {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let found = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard found == 0 else { throw POSIXError(.EIO) }
        return withUnsafeBytes(of: &storage) { raw in
            family == AF_INET6
                ? UInt16(bigEndian: raw.load(as: sockaddr_in6.self).sin6_port)
                : UInt16(bigEndian: raw.load(as: sockaddr_in.self).sin_port)
        }
    }
}

/// listen(2), which `ScriptedServer.listen(family:)` hides inside the class.
private func systemListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 {
    #if canImport(Glibc)
        Glibc.listen(descriptor, backlog)
    #else
        Darwin.listen(descriptor, backlog)
    #endif
}
