import Nimble
import Testing

extension Journeys {
    @Suite("when a card is opened")
    struct DetailsJourney {
        @Test("shows the Card screen with its name and the Front and Back captions", arguments: Variant.all)
        func showsDetails(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { app.close() }
            try await app.waitForCards(SeedCards.sortedNames)

            try await app.openFirstCard()

            // The Card screen draws its captions at once and the card's name when the store has answered: wait
            // for both (waiting for a caption alone read the screen before the name, once, under load).
            let name = SeedCards.sortedNames[0]
            let screen = try await app.session.waitFor("the Card screen of \(name)") {
                $0.contains("Front") && $0.contains(name)
            }
            expect(screen.text).to(contain("Back"))
        }

        @Test("shows the card's number and its symbology under the name", arguments: Variant.all)
        func showsNumber(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { app.close() }
            try await app.waitForCards(SeedCards.sortedNames)

            try await app.openFirstCard()

            // Café Aurora's back photo carries this EAN-13; the repository's cards.json keeps it as the number.
            try await app.session.waitFor("Number  4006381333931  EAN-13")
        }

        @Test("goes back to Cards on Esc", arguments: Variant.all)
        func escapeGoesBack(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { app.close() }
            try await app.waitForCards(SeedCards.sortedNames)
            try await app.openFirstCard()

            try app.session.send(.escape)

            try await app.waitForCards(SeedCards.sortedNames)
        }
    }
}
