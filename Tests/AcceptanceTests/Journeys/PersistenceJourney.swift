import Foundation
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

        @Test("says nothing was saved once the store's folder was deleted under it", arguments: Variant.all)
        func storeDeletedWhileRunning(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let store = sandbox.store
            _ = try await StoredCards.fill(store)
            let app = try RunningApp.launch(variant, in: sandbox, backend: nil)
            defer { app.close() }
            try await app.waitForCards(SeedCards.sortedNames)
            try await app.openFirstCard()

            try FileManager.default.removeItem(at: store.deletingLastPathComponent())
            try app.session.type("*")

            let screen = try await app.session.waitFor("the card store file was deleted")
            expect(screen.contains("Added to favourites")).to(beFalse())
        }
    }
}
