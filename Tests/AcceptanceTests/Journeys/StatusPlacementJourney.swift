import Foundation
import Nimble
import Testing

extension Journeys {
    @Suite("when a message is about one screen")
    struct StatusPlacementJourney {
        @Test(
            "a failed download is not shown on the New card form but on Cards when the user is back",
            arguments: Variant.all)
        func offlineWaitsForCards(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            backend.pause()
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { app.close() }
            try await app.session.waitFor("Downloading cards")
            try app.session.type("n")
            try await app.waitForScreen("New card")

            try await backend.crash()
            try await sandbox.waitForLog("download failed")
            // A key read after the failure: once it shows, the failure's status was handled too.
            try app.session.type("Z")
            try await app.session.waitFor("Z")

            expect(try app.session.screen().text).toNot(contain("Offline"))
            try app.session.send(.escape)
            try await app.session.waitFor("(y/n)")
            try app.session.type("y")
            try await app.waitForScreen("Cards")
            try await app.session.waitFor("Offline:")
        }

        @Test("“Added to favourites” stays on the Card screen it is about", arguments: Variant.all)
        func favouriteMessageStaysOnCard(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { app.close() }
            try await app.waitForCards(SeedCards.sortedNames)
            try await app.openFirstCard()
            try app.session.type("*")
            try await app.session.waitFor("Added to favourites")

            try app.session.send(.escape)
            try await app.waitForScreen("Cards")

            expect(try app.session.screen().text).toNot(contain("Added to favourites"))
        }
    }
}
