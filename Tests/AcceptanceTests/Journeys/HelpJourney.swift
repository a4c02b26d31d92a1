import Nimble
import Testing

extension Journeys {
    @Suite("when help is asked for")
    struct HelpJourney {
        static let closingHint = "Press any key to close"

        @Test("? on Cards lists its keys and any key closes it", arguments: Variant.all)
        func helpOnCards(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let app = try RunningApp.launch(variant, in: sandbox, backend: nil)
            defer { app.close() }
            try await app.waitForScreen("Cards")

            try app.session.type("?")
            let help = try await app.session.waitFor(Self.closingHint)
            try app.session.type("x")

            expect(help.text).to(contain("Help · Cards"))
            // An empty store: Enter and the moves do nothing yet, so help does not list them.
            for key in ["n", "r", "q"] {
                expect(help.lines.contains { $0.contains("│ \(key) ") }).to(beTrue(), description: "\(key) in \(help)")
            }
            try await app.session.waitForAbsence(Self.closingHint)
            expect(try app.session.screen().text).to(contain(variant.title("Cards")))
        }

        @Test("? on a card's details shows that screen's help", arguments: Variant.all)
        func helpOnCard(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { app.close() }
            try await app.waitForCards(SeedCards.sortedNames)
            try await app.openFirstCard()

            try app.session.type("?")
            let help = try await app.session.waitFor(Self.closingHint)
            try app.session.send(.space)

            expect(help.text).to(contain("Help · Card"))
            try await app.session.waitForAbsence(Self.closingHint)
            expect(try app.session.screen().text).to(contain(variant.title("Card")))
        }
    }
}
