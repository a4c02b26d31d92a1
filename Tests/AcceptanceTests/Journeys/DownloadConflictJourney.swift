import Nimble
import Testing

extension Journeys {
    @Suite("when a download changes the card being edited")
    struct DownloadConflictJourney {
        static let storedName = "Café Aurora (old)"
        static let typedName = "Café Aurora typed here"

        /// The store holds the first seed card under an older name; the backend has the seed's name.
        private static func sandboxWithOlderName() async throws -> Sandbox {
            let sandbox = try Sandbox()
            var cards = try SeedCards.three()
            let first = cards[0]
            cards[0] = WireCard(
                identifier: first.identifier, name: storedName, front: first.front, back: first.back,
                number: first.number, barcode: first.barcode)
            let store = sandbox.store
            _ = try await StoredCards.fill(store, with: cards)
            return sandbox
        }

        @Test(
            "asks naming the backend, not another window, and says what differs; n keeps the download",
            arguments: Variant.all)
        func namesTheBackend(variant: Variant) async throws {
            let sandbox = try await Self.sandboxWithOlderName()
            let backend = try await Backend.start(in: sandbox)
            backend.pause()
            defer { backend.resume() }
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { app.close() }
            try await app.session.waitFor(Self.storedName)
            try await app.editFirstCardName(from: Self.storedName, to: Self.typedName)

            backend.resume()
            // "Downloaded 3 cards" is about Cards, so it waits there: the store says when the download is merged.
            let store = sandbox.store
            let merged = try await Poll.until(timeout: .seconds(30)) {
                let names = try await StoredCards.names(in: store)
                return names.contains(SeedCards.sortedNames[0]) ? true : nil
            }
            expect(merged).to(beTrue())
            try app.session.send(.ctrlS)

            try await app.session.waitFor("This card was updated from the backend: its name differs")
            expect(try app.session.screen().text).toNot(contain("another window"))
            try app.session.type("n")
            try await app.session.waitFor("Not saved: the card was updated from the backend")
        }
    }
}
