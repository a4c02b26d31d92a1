import Nimble
import Testing

extension Journeys {
    @Suite("when a new card without photos is saved")
    struct InvalidCardJourney {
        @Test("refuses it with Behaviour.md's message and keeps the form open", arguments: Variant.all)
        func refusesIncompleteCard(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let app = try RunningApp.launch(variant, in: sandbox, backend: nil)
            defer { app.close() }
            try await app.waitForScreen("Cards")
            try app.session.type("n")
            try await app.waitForScreen("New card")
            try app.session.type("Lonely Card")
            try await app.session.waitFor("Lonely Card")

            try app.session.send(.ctrlS)

            let screen = try await app.session.waitFor("A card needs a name, and a number or both photos")
            expect(screen.text).to(contain(variant.title("New card")))
            expect(screen.text).to(contain("Lonely Card"))
        }

        @Test("asks before discarding the typed name on Esc", arguments: Variant.all)
        func asksBeforeDiscarding(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let app = try RunningApp.launch(variant, in: sandbox, backend: nil)
            defer { app.close() }
            try await app.waitForScreen("Cards")
            try app.session.type("n")
            try await app.waitForScreen("New card")
            try app.session.type("Lonely Card")
            try await app.session.waitFor("Lonely Card")

            try app.session.send(.escape)
            try await app.session.waitFor("Discard changes? (y/n)")
            try app.session.type("y")

            try await app.waitForScreen("Cards")
            try await app.session.waitFor("No cards yet — press n to add one")
        }
    }
}
