import Foundation
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsBackend

@Suite("BackendServer")
struct BackendServerSpec {
    /// A server on a free loopback port, serving an in-memory store, stopped by a hand-sent signal.
    private struct Running {
        let signals = ManualSignals()
        let task: Task<Int32?, any Error>
        let url: String

        init(port: Int = 0) async throws {
            let (logger, _) = RecordingLogHandler.logger()
            let store = BackendStore(
                collection: CardCollection(records: [CardJSON.record("A")]),
                fileURL: URL(fileURLWithPath: "/data/cards.json"),
                writer: InMemoryFileWriter())
            let server = BackendServer(
                address: try ListenAddress(host: "127.0.0.1", port: port),
                handler: BackendHTTPHandler(routes: BackendRoutes(store: store), logger: logger),
                logger: logger)
            let (urls, announced) = AsyncStream<String>.makeStream()
            let signals = signals
            task = Task { try await server.run(until: signals) { announced.yield($0) } }
            var iterator = urls.makeAsyncIterator()
            url = await iterator.next() ?? ""
        }
    }

    @Suite("when started on port 0")
    struct FreePort {
        @Test("announces the loopback URL of the port it got")
        func announcesURL() async throws {
            let running = try await Running()
            defer { running.signals.send(SIGTERM) }

            expect(running.url).to(beginWith("http://127.0.0.1:"))
            expect(running.url).toNot(equal("http://127.0.0.1:0"))
        }

        @Test("serves the routes over HTTP")
        func servesRoutes() async throws {
            let running = try await Running()
            defer { running.signals.send(SIGTERM) }

            let reply = try await LoopbackClient(baseURL: running.url).send("GET", "/cards.json")

            expect(reply.status).to(equal(200))
            expect(reply.contentType).to(equal("application/json"))
            expect(CardJSON.identifiers(in: reply.body)).to(equal(["A"]))
        }
    }

    @Suite("when a termination signal arrives")
    struct Signalled {
        @Test("stops and returns the signal")
        func stops() async throws {
            let running = try await Running()

            running.signals.send(SIGINT)
            let result = try await running.task.value

            expect(result).to(equal(SIGINT))
        }
    }

    @Suite("when the port is taken")
    struct PortTaken {
        @Test("throws cannotListen")
        func throwsCannotListen() async throws {
            let first = try await Running()
            defer { first.signals.send(SIGTERM) }
            let port = try #require(Int(first.url.split(separator: ":").last ?? ""))
            let (logger, _) = RecordingLogHandler.logger()
            let store = BackendStore(
                collection: CardCollection(), fileURL: URL(fileURLWithPath: "/x"), writer: InMemoryFileWriter())
            let second = BackendServer(
                address: try ListenAddress(host: "127.0.0.1", port: port),
                handler: BackendHTTPHandler(routes: BackendRoutes(store: store), logger: logger),
                logger: logger)

            let error = await thrown(BackendStartupError.self) { try await second.run(until: ManualSignals()) { _ in } }
            expect(error).to(
                map(
                    { failure -> String? in
                        guard case .cannotListen(let address, _) = failure else { return nil }
                        return address
                    }, equal("http://127.0.0.1:\(port)")))
        }
    }
}
