import FlyingFox
import Foundation
import Nimble
import Testing

@testable import MyCardsBackend

@Suite("BackendHTTPHandler")
struct BackendHTTPHandlerSpec {
    private struct Fixture {
        let handler: BackendHTTPHandler
        let store: BackendStore
        let log: RecordingLogHandler.Lines

        init(maximumBodySize: Int = 1_000) {
            store = BackendStore(
                collection: CardCollection(records: [CardJSON.record("A")]),
                fileURL: URL(fileURLWithPath: "/data/cards.json"),
                writer: InMemoryFileWriter())
            let (logger, lines) = RecordingLogHandler.logger()
            log = lines
            handler = BackendHTTPHandler(
                routes: BackendRoutes(store: store), logger: logger, maximumBodySize: maximumBodySize)
        }
    }

    private static func request(_ method: HTTPMethod, _ path: String, body: HTTPBodySequence = HTTPBodySequence())
        -> HTTPRequest
    {
        HTTPRequest(method: method, version: .http11, path: path, query: [], headers: [:], body: body)
    }

    private static func errorText(_ response: HTTPResponse) async throws -> String? {
        let object = try JSONSerialization.jsonObject(with: try await response.bodyData) as? [String: String]
        return object?["error"]
    }

    @Suite("when a request is routed")
    struct Routed {
        @Test("answers with the route's status and JSON body")
        func answersJSON() async throws {
            let fixture = Fixture()

            let response = await fixture.handler.handleRequest(BackendHTTPHandlerSpec.request(.GET, "/cards.json"))

            expect(response.statusCode).to(equal(.ok))
            expect(response.headers[.contentType]).to(equal("application/json"))
            let body = try await response.bodyData
            let served = await fixture.store.cardsJSON()
            expect(body).to(equal(served))
        }

        @Test("passes the body on to the route")
        func passesBody() async {
            let fixture = Fixture()
            let body = HTTPBodySequence(data: CardJSON.array(CardJSON.card("B")))

            let response = await fixture.handler.handleRequest(
                BackendHTTPHandlerSpec.request(.POST, "/cards", body: body))

            expect(response.statusCode.code).to(equal(200))
            let served = await fixture.store.cardsJSON()
            expect(CardJSON.identifiers(in: served)).to(equal(["A", "B"]))
        }

        @Test("logs the method, path and status")
        func logsRequest() async {
            let fixture = Fixture()

            _ = await fixture.handler.handleRequest(BackendHTTPHandlerSpec.request(.DELETE, "/cards/Z"))

            expect(fixture.log.all.map(\.message)).to(equal(["DELETE /cards/Z 404"]))
            expect(fixture.log.all.map(\.level)).to(equal([.info]))
        }

        @Test("sends an Allow header with a 405")
        func sendsAllow() async {
            let fixture = Fixture()

            let response = await fixture.handler.handleRequest(BackendHTTPHandlerSpec.request(.PUT, "/cards.json"))

            expect(response.statusCode).to(equal(.methodNotAllowed))
            expect(response.headers[HTTPHeader("Allow")]).to(equal("GET"))
        }
    }

    @Suite("when the body reaches the size limit exactly")
    struct AtLimit {
        @Test("reads it")
        func readsIt() async {
            let body = CardJSON.array(CardJSON.card("B"))
            let fixture = Fixture(maximumBodySize: body.count)

            let response = await fixture.handler.handleRequest(
                BackendHTTPHandlerSpec.request(.POST, "/cards", body: HTTPBodySequence(data: body)))

            expect(response.statusCode).to(equal(.ok))
        }
    }

    @Suite("when the body is over the size limit")
    struct TooLarge {
        @Test("answers 413 from the declared length without reading, and closes the connection")
        func rejectsDeclaredLength() async throws {
            let fixture = Fixture(maximumBodySize: 10)
            let body = HTTPBodySequence(data: Data(count: 11))

            let response = await fixture.handler.handleRequest(
                BackendHTTPHandlerSpec.request(.POST, "/cards", body: body))

            expect(response.statusCode).to(equal(.payloadTooLarge))
            expect(response.headers[.connection]).to(equal("close"))
            let error = try await BackendHTTPHandlerSpec.errorText(response)
            expect(error).to(equal("The body is larger than 10 bytes."))
        }

        @Test("answers 413 once the streamed bytes pass the limit")
        func rejectsStreamedBytes() async {
            let fixture = Fixture(maximumBodySize: 10)
            let bytes = ScriptedBytes([Array(repeating: 32, count: 6), Array(repeating: 32, count: 6)])

            let response = await fixture.handler.handleRequest(
                BackendHTTPHandlerSpec.request(.POST, "/cards", body: HTTPBodySequence(from: bytes, count: 10)))

            expect(response.statusCode).to(equal(.payloadTooLarge))
        }

        @Test("has a default limit of 64 MiB")
        func hasDefaultLimit() async throws {
            let (logger, _) = RecordingLogHandler.logger()
            let handler = BackendHTTPHandler(routes: BackendRoutes(store: Fixture().store), logger: logger)
            let body = HTTPBodySequence(from: ScriptedBytes([]), count: 64 * 1024 * 1024 + 1)

            let response = await handler.handleRequest(BackendHTTPHandlerSpec.request(.POST, "/cards", body: body))

            let error = try await BackendHTTPHandlerSpec.errorText(response)
            expect(error).to(equal("The body is larger than 64 MiB."))
        }
    }

    @Suite("when the body cannot be read")
    struct Unreadable {
        @Test("answers 400")
        func answers400() async throws {
            let fixture = Fixture()
            let bytes = ScriptedBytes([Array("[".utf8)], failsAtEnd: true)

            let response = await fixture.handler.handleRequest(
                BackendHTTPHandlerSpec.request(.POST, "/cards", body: HTTPBodySequence(from: bytes, count: 5)))

            expect(response.statusCode).to(equal(.badRequest))
            let error = try await BackendHTTPHandlerSpec.errorText(response)
            expect(error).to(equal("The body could not be read."))
        }
    }
}
