import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// POSIX socket calls the stand-in servers share: a TCP socket bound to 127.0.0.1 on a port the kernel picks.
enum LoopbackSocket {
    /// A bound socket and its port; the caller listens on it (or, for a dead port, does not).
    static func bound() throws -> (descriptor: Int32, port: UInt16) {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw HarnessError.systemCallFailed(call: "socket", code: errno) }

        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard bound == 0 else {
            let code = errno
            close(descriptor)
            throw HarnessError.systemCallFailed(call: "bind", code: code)
        }

        var actual = sockaddr_in()
        var actualLength = length
        let named = withUnsafeMutablePointer(to: &actual) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &actualLength) }
        }
        guard named == 0 else {
            let code = errno
            close(descriptor)
            throw HarnessError.systemCallFailed(call: "getsockname", code: code)
        }
        return (descriptor, UInt16(bigEndian: actual.sin_port))
    }

    /// Writes all of `data`; a peer that hung up just ends the write (no SIGPIPE).
    static func send(_ data: Data, to descriptor: Int32) {
        data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var sent = 0
            while sent < buffer.count {
                #if canImport(Glibc)
                    let result = Glibc.send(descriptor, base + sent, buffer.count - sent, Int32(MSG_NOSIGNAL))
                #else
                    let result = Darwin.send(descriptor, base + sent, buffer.count - sent, 0)
                #endif
                guard result > 0 else { return }
                sent += result
            }
        }
    }

    /// Reads up to the end of an HTTP request's header (the stand-ins ignore bodies).
    static func readRequestHead(from descriptor: Int32) -> String {
        var received = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        let end = Data("\r\n\r\n".utf8)
        while received.count < 65_536, received.range(of: end) == nil {
            let count = recv(descriptor, &chunk, chunk.count, 0)
            guard count > 0 else { break }
            received.append(contentsOf: chunk[0..<count])
        }
        return String(decoding: received, as: UTF8.self)
    }
}
