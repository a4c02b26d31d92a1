import Foundation
import MyCardsKit
import Nimble
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Real sockets, real URLSession: the two failures a stub cannot show honestly.
@MainActor
@Suite("NetworkLoader against a backend that is not there")
struct UnreachableBackendSpec {
    /// Short timeouts keep the slow-server case under a second; production uses `NetworkTimeouts.standard`.
    private let timeouts = NetworkTimeouts(idle: 0.3, total: 1)

    private func download(from port: UInt16) async -> Result<ParsedCards, NetworkError> {
        let loader = NetworkLoader(
            baseURL: URL(string: "http://127.0.0.1:\(port)")!, session: URLSession.backend(timeouts: timeouts),
            main: AsyncQueue.main, timeouts: timeouts, logger: .silent)
        return await withCheckedContinuation { continuation in
            loader.download { continuation.resume(returning: $0) }
        }
    }

    @Suite("when nothing listens on the port")
    struct DeadPort {
        @Test("reports the backend as unreachable")
        func reportsUnreachable() async throws {
            let port = try SilentServer.deadPort()

            let result = await UnreachableBackendSpec().download(from: port)

            expect(result.failureMessage).to(equal("the backend is unreachable"))
        }
    }

    @Suite("when the backend accepts but never answers")
    struct SlowServer {
        @Test("gives up after the timeout")
        func timesOut() async throws {
            let server = try SilentServer()

            let result = await UnreachableBackendSpec().download(from: server.port)

            expect(result).to(equal(.failure(.timedOut)))
        }
    }
}
