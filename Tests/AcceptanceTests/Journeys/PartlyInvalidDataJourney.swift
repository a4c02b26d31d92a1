import Nimble
import Testing

extension Journeys {
    @Suite("when the backend sends some invalid cards")
    struct PartlyInvalidDataJourney {
        @Test("lists the good cards and reports how many were skipped", arguments: Variant.all)
        func skipsInvalidCards(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let server = try BadBackend(status: 200, body: try SeedCards.partlyInvalidBody())
            defer { server.stop() }
            let app = try RunningApp.launch(variant, in: sandbox, backend: server.url)
            defer { app.close() }

            try await app.session.waitFor("2 cards skipped: invalid data")
            let screen = try await app.waitForCards(Array(SeedCards.sortedNames.prefix(2)))

            for name in SeedCards.invalidNames + [SeedCards.sortedNames[2]] {
                expect(screen.text).toNot(contain(name))
            }
            expect(server.requests.first).to(beginWith("GET /cards.json "))
        }
    }
}
