import FlyingSocks
import Foundation

/// Where the server listens: an IP literal (or `localhost`) and a port, 0 meaning "any free port".
struct ListenAddress: Sendable {
    let host: String
    let port: UInt16
    let socketAddress: any SocketAddress

    init(host: String, port: Int) throws(BackendStartupError) {
        guard let validPort = UInt16(exactly: port) else { throw .invalidPort(port) }
        let literal = host == "localhost" ? "127.0.0.1" : host
        do {
            socketAddress =
                literal.contains(":")
                ? try sockaddr_in6.inet6(ip6: literal, port: validPort)
                : try sockaddr_in.inet(ip4: literal, port: validPort)
        } catch {
            throw .invalidHost(host)
        }
        self.host = literal
        self.port = validPort
    }

    /// The base URL clients use, given the port actually bound.
    func url(port boundPort: UInt16) -> String {
        let authority = host.contains(":") ? "[\(host)]" : host
        return "http://\(authority):\(boundPort)"
    }
}
