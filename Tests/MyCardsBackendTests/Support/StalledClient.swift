import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A client that opens a connection, sends the head of a POST and part of its body, then says nothing more:
/// what a slow or hostile client looks like to the server.
final class StalledClient {
    private let descriptor: Int32

    /// `baseURL` is the backend's `http://127.0.0.1:PORT`.
    init(baseURL: String) throws {
        guard let port = URL(string: baseURL)?.port else { throw POSIXError(.EINVAL) }
        // Glibc imports SOCK_STREAM as an enum case, Darwin as a plain Int32.
        #if canImport(Glibc)
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw POSIXError(.ECONNREFUSED)
        }
        let head = "POST /cards HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\n[{\"identifier\": "
        _ = head.withCString { send(descriptor, $0, strlen($0), 0) }
    }

    deinit {
        close(descriptor)
    }
}
