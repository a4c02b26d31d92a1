import Foundation
import Nimble
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("BadBackend")
struct BadBackendSpec {
    @Suite("when asked for cards.json")
    struct WhenAsked {
        @Test("answers with the given status and body")
        func answers() async throws {
            let server = try BadBackend(status: 500, reason: "Internal Server Error", body: "<html>oops</html>")
            defer { server.stop() }
            let url = try #require(URL(string: server.url + "/cards.json"))

            let (data, response) = try await URLSession.shared.data(from: url)

            expect((response as? HTTPURLResponse)?.statusCode).to(equal(500))
            expect(String(decoding: data, as: UTF8.self)).to(equal("<html>oops</html>"))
        }

        @Test("records the request line")
        func recordsRequest() async throws {
            let server = try BadBackend(status: 200, body: "[]")
            defer { server.stop() }
            let url = try #require(URL(string: server.url + "/cards.json"))

            _ = try await URLSession.shared.data(from: url)

            expect(server.requests).to(equal(["GET /cards.json HTTP/1.1"]))
        }
    }
}

@Suite("DeadPort")
struct DeadPortSpec {
    @Suite("when connected to")
    struct WhenConnected {
        @Test("refuses the connection")
        func refuses() async throws {
            let port = try DeadPort()
            let url = try #require(URL(string: port.url + "/cards.json"))

            await expect { try await URLSession.shared.data(from: url) }.to(throwError())
        }
    }
}
