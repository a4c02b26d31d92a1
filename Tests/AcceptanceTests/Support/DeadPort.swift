import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback address where nothing listens: the port stays bound (so no one else takes it) but not listening,
/// so every connection is refused — the "backend down" case.
final class DeadPort: Sendable {
    let url: String
    private let descriptor: Int32

    init() throws {
        let (descriptor, port) = try LoopbackSocket.bound()
        self.descriptor = descriptor
        url = "http://127.0.0.1:\(port)"
    }

    deinit {
        close(descriptor)
    }
}
