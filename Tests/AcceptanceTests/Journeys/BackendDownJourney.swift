import Nimble
import Testing

extension Journeys {
    @Suite("when the backend is down")
    struct BackendDownJourney {
        @Test("says Offline and still lists the cards of the store", arguments: Variant.all)
        func listsStoredCards(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let first = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { first.close() }
            try await first.waitForCards(SeedCards.sortedNames)
            try await first.session.waitForAbsence("Downloading cards…")
            let status = try await first.quit()
            expect(status).to(equal(0))
            first.close()
            try await backend.stop()
            let deadPort = try DeadPort()

            let second = try RunningApp.launch(variant, in: sandbox, backend: deadPort.url)
            defer { second.close() }

            try await second.session.waitFor("Offline: ")
            try await second.waitForCards(SeedCards.sortedNames)
        }
    }
}
