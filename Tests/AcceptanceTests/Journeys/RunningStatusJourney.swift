import Foundation
import Nimble
import Testing

extension Journeys {
    /// A status that is still running stays visible (issue 33, item 5): with the backend held (paused), the work a
    /// Card screen started goes on behind Cards, and Cards says so until the answer comes, instead of its own older
    /// line.
    @Suite("when the backend has not answered what a Card screen started")
    struct RunningStatusJourney {
        /// A variant on a live backend, in its sandbox (kept as long as this is).
        struct Launched {
            let sandbox: Sandbox
            let backend: Backend
            let app: RunningApp
        }

        /// The variant on a live backend, its first download answered: Cards says "Downloaded 3 cards".
        static func launchedAfterDownload(_ variant: Variant) async throws -> Launched {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            try await app.waitForCards(SeedCards.sortedNames)
            try await app.session.waitFor("Downloaded 3 cards")
            return Launched(sandbox: sandbox, backend: backend, app: app)
        }

        @Test("a delete shows “Deleted” still running on Cards, then the backend's answer", arguments: Variant.all)
        func deleteStaysVisible(variant: Variant) async throws {
            let launched = try await Self.launchedAfterDownload(variant)
            let (backend, app) = (launched.backend, launched.app)
            defer { withExtendedLifetime(launched) { app.close() } }
            backend.pause()
            try await app.askToDeleteFirstCard()

            try app.session.type("y")

            try await app.waitForScreen("Cards")
            try await app.session.waitFor("Deleted")
            expect(try app.session.screen().text).toNot(contain("Downloaded"))
            backend.resume()
            try await app.session.waitFor("Deleted on the backend too")
        }

        @Test("Ctrl-S then Esc shows “Saved” still running on Cards, then “Uploaded”", arguments: Variant.all)
        func saveStaysVisible(variant: Variant) async throws {
            let launched = try await Self.launchedAfterDownload(variant)
            let (backend, app) = (launched.backend, launched.app)
            defer { withExtendedLifetime(launched) { app.close() } }
            try await app.editFirstCardName(from: SeedCards.sortedNames[0], to: "Aurora Café")
            backend.pause()
            try app.session.send(.ctrlS)
            try await app.waitForScreen("Card")

            try app.session.send(.escape)

            try await app.waitForCards(["Aurora Café"])
            try await app.session.waitFor("Saved")
            expect(try app.session.screen().text).toNot(contain("Downloaded"))
            backend.resume()
            try await app.session.waitFor("Uploaded")
        }
    }
}
