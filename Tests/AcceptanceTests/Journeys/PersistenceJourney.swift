import Nimble
import Testing

extension Journeys {
    @Suite("when the app is restarted offline on the same store")
    struct PersistenceJourney {
        @Test("lists the card as it was saved and says it is offline", arguments: Variant.all)
        func keepsSavedCard(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let first = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { first.close() }
            try await first.waitForCards(SeedCards.sortedNames)
            try await first.renameFirstCard(from: SeedCards.sortedNames[0], to: "Aurora Roastery")
            try first.session.send(.escape)
            try await first.waitForScreen("Cards")
            let status = try await first.quit()
            expect(status).to(equal(0))
            first.close()

            let second = try RunningApp.launch(variant, in: sandbox, backend: nil)
            defer { second.close() }

            let screen = try await second.waitForCards(["Aurora Roastery", "Green Grocer", "swifting.io"])
            expect(screen.text).toNot(contain(SeedCards.sortedNames[0]))
            try await second.session.waitFor("Offline: ")
        }
    }
}
