import Nimble
import Testing

extension Journeys {
    @Suite("when a card is deleted")
    struct DeleteJourney {
        @Test("asks for confirmation, removes the card and the backend sees the delete", arguments: Variant.all)
        func deletesCard(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { app.close() }
            try await app.waitForCards(SeedCards.sortedNames)
            let doomed = try SeedCards.three()[0]
            try await app.askToDeleteFirstCard()
            expect(try app.session.screen().text).to(contain("Delete card “\(doomed.name)”? (y/n)"))

            try app.session.type("y")

            try await app.waitForCards(Array(SeedCards.sortedNames.dropFirst()))
            try await app.session.waitForAbsence(doomed.name)
            let stored = try await backend.waitForStoredCards("two cards without the deleted one") { cards in
                cards.count == 2 && !cards.contains { $0.identifier == doomed.identifier }
            }
            expect(stored.map(\.name).sorted()).to(equal(Array(SeedCards.sortedNames.dropFirst())))
        }

        @Test("keeps the card when the question is answered n", arguments: Variant.all)
        func keepsCard(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { app.close() }
            try await app.waitForCards(SeedCards.sortedNames)
            try await app.askToDeleteFirstCard()

            try app.session.type("n")

            try await app.session.waitForAbsence("(y/n)")
            expect(try app.session.screen().text).to(contain(variant.title("Edit card")))
            expect(try backend.storedCards().count).to(equal(3))
        }
    }
}
