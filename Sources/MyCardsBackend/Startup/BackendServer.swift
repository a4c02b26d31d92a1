import FlyingFox
import FlyingSocks
import Foundation
import Logging

/// Runs the HTTP server until a termination signal, then stops it gracefully.
struct BackendServer: Sendable {
    private let address: ListenAddress
    private let handler: BackendHTTPHandler
    private let logger: Logger
    private let requestTimeout: TimeInterval

    init(address: ListenAddress, handler: BackendHTTPHandler, logger: Logger, requestTimeout: TimeInterval = 60) {
        self.address = address
        self.handler = handler
        self.logger = logger
        self.requestTimeout = requestTimeout
    }

    private enum Event: Sendable {
        case listening(port: UInt16?)
        case signalled(Int32?)
        case serverEnded(reason: String)
    }

    /// Calls `announce` with the base URL once the socket listens (useful with port 0); returns the signal
    /// that stopped the server.
    @discardableResult
    func run(
        until signals: any TerminationSignalling,
        announce: @escaping @Sendable (String) -> Void
    ) async throws(BackendStartupError) -> Int32? {
        let server = HTTPServer(
            address: address.socketAddress,
            timeout: requestTimeout,
            logger: FlyingFoxLogBridge(logger: logger),
            handler: handler
        )
        let description = address.url(port: address.port)
        do {
            return try await withThrowingTaskGroup(of: Event.self) { group in
                group.addTask {
                    do {
                        try await server.run()
                        return .serverEnded(reason: "the server stopped")
                    } catch {
                        return .serverEnded(reason: error.localizedDescription)
                    }
                }
                group.addTask {
                    try await server.waitUntilListening(timeout: 10)
                    return .listening(port: Self.port(of: await server.listeningAddress))
                }
                group.addTask { .signalled(await signals.nextSignal()) }
                while let event = try await group.next() {
                    switch event {
                    case .listening(let port):
                        announce(address.url(port: port ?? address.port))
                    case .signalled(let number):
                        logger.info("Stopping on signal \(number.map(String.init) ?? "?")")
                        // FlyingFox waits out the whole timeout (its poller never sees the closed listening
                        // socket), so keep it short: enough for a request in flight to be answered.
                        await server.stop(timeout: 0.5)
                        group.cancelAll()
                        return number
                    case .serverEnded(let reason):
                        group.cancelAll()
                        throw BackendStartupError.cannotListen(address: description, reason: reason)
                    }
                }
                return nil
            }
        } catch let error as BackendStartupError {
            throw error
        } catch {
            throw .cannotListen(address: description, reason: error.localizedDescription)
        }
    }

    private static func port(of address: Socket.Address?) -> UInt16? {
        switch address {
        case .ip4(_, let port), .ip6(_, let port): port
        default: nil
        }
    }
}
