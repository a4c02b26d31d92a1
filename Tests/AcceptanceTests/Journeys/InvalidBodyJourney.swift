import Nimble
import Testing

extension Journeys {
    @Suite("when the backend sends something that is not a JSON array")
    struct InvalidBodyJourney {
        @Test("says Offline: the backend sent invalid data and keeps the store as it was", arguments: Variant.all)
        func rejectsBody(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let server = try BadBackend(
                status: 200, body: "<html><body>Gateway says hello</body></html>", contentType: "text/html")
            defer { server.stop() }
            let app = try RunningApp.launch(variant, in: sandbox, backend: server.url)
            defer { app.close() }

            try await app.session.waitFor("Offline: the backend sent invalid data")

            try await app.session.waitFor("No cards yet — press n to add one")
            expect(server.requests).toNot(beEmpty())
        }
    }
}
