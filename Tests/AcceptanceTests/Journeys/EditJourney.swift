import Nimble
import Testing

extension Journeys {
    @Suite("when a card is edited and saved")
    struct EditJourney {
        static let newName = "Aurora Roastery"

        @Test("saves, uploads, returns to normal mode and the backend holds the new name", arguments: Variant.all)
        func savesAndUploads(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { app.close() }
            try await app.waitForCards(SeedCards.sortedNames)
            let edited = try SeedCards.three()[0]

            try await app.renameFirstCard(from: edited.name, to: Self.newName)

            expect(try app.session.screen().text).to(contain(Self.newName))
            let stored = try await backend.waitForStoredCards("the card renamed") { cards in
                cards.contains { $0.identifier == edited.identifier && $0.name == Self.newName }
            }
            expect(stored.count).to(equal(3))
        }

        @Test(
            "shows the upload's answer after the card was marked a favourite and left while it uploaded",
            arguments: Variant.all)
        func answersAfterLeaving(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { app.close() }
            try await app.waitForCards(SeedCards.sortedNames)
            try await app.editFirstCardName(from: SeedCards.sortedNames[0], to: Self.newName)
            backend.pause()
            defer { backend.resume() }

            try app.session.send(.ctrlS)
            try await app.waitForScreen("Card")
            try app.session.type("*")
            try await app.session.waitFor("Added to favourites")
            try app.session.send(.escape)
            try await app.waitForScreen("Cards")
            backend.resume()

            try await app.session.waitFor("Uploaded")
        }

        @Test("takes a 20,000-character paste at once, keeps a name's maximum and saves that", arguments: Variant.all)
        func cutsLongPaste(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { app.close() }
            try await app.waitForCards(SeedCards.sortedNames)
            let edited = try SeedCards.three()[0]
            try await app.editFirstCardName(from: edited.name, to: "P")

            try app.session.paste(String(repeating: "x", count: 20_000))
            try await app.session.waitFor("at most 100 characters")
            try app.session.send(.ctrlS)

            try await app.session.waitFor("Uploaded")
            let stored = try await backend.waitForStoredCards("the card renamed") { cards in
                cards.contains { $0.identifier == edited.identifier && $0.name.hasPrefix("Px") }
            }
            let name = stored.first { $0.identifier == edited.identifier }?.name ?? ""
            expect(name).to(equal("P" + String(repeating: "x", count: 99)))
        }

        @Test("saves once when two Ctrl-S arrive in one read, asking nothing", arguments: Variant.all)
        func saveTwiceAtOnce(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { app.close() }
            try await app.waitForCards(SeedCards.sortedNames)
            try await app.editFirstCardName(from: SeedCards.sortedNames[0], to: Self.newName)

            try app.session.send(.ctrlS, .ctrlS)

            let screen = try await app.session.waitFor("Uploaded")
            expect(screen.contains("another window")).to(beFalse())
            expect(screen.contains(app.variant.title("Card"))).to(beTrue())
        }

        @Test("says it saved locally when the upload fails", arguments: Variant.all)
        func uploadFails(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { app.close() }
            try await app.waitForCards(SeedCards.sortedNames)
            try await backend.stop()
            try await app.editFirstCardName(from: SeedCards.sortedNames[0], to: Self.newName)

            try app.session.send(.ctrlS)

            try await app.session.waitFor("Saved locally; upload failed: ")
            try await app.waitForScreen("Card")
        }
    }
}
