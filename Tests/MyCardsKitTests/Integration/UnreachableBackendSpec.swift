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
    private func download(
        from port: UInt16, timeouts: NetworkTimeouts = .standard
    ) async -> Result<ParsedCards, NetworkError> {
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

            // Short timeouts keep this under a second; the production ones are `NetworkTimeouts.standard`.
            let timeouts = NetworkTimeouts(idle: 0.3, total: 1)

            let result = await UnreachableBackendSpec().download(from: server.port, timeouts: timeouts)

            expect(result).to(equal(.failure(.timedOut)))
        }
    }
}
