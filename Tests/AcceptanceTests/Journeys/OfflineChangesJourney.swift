import Nimble
import Testing

extension Journeys {
    @Suite("when changes made offline meet the backend again")
    struct OfflineChangesJourney {
        static let offlineName = "Renamed Offline"

        /// A first run online fills the store, so the offline run has cards to change.
        private static func fillStore(_ variant: Variant, _ sandbox: Sandbox, _ backend: Backend) async throws {
            let online = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { online.close() }
            try await online.waitForCards(SeedCards.sortedNames)
            _ = try await online.quit()
        }

        @Test("an edit saved offline reaches the backend on the next start online", arguments: Variant.all)
        func editReachesBackend(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            try await Self.fillStore(variant, sandbox, backend)
            let edited = try SeedCards.three()[0]
            let offline = try RunningApp.launch(variant, in: sandbox, backend: nil)
            try await offline.waitForCards(SeedCards.sortedNames)
            try await offline.openFirstCard()
            try offline.session.type("e")
            try await offline.waitForScreen("Edit card")
            try await offline.replaceName(edited.name, with: Self.offlineName)
            try offline.session.send(.ctrlS)
            try await offline.session.waitFor("Saved locally (offline mode)")
            try offline.session.send(.escape)
            // Escape and a key at once are one Alt key, as in any terminal: wait for Cards before `q`.
            try await offline.waitForScreen("Cards")
            _ = try await offline.quit()
            offline.close()

            let online = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { online.close() }

            let stored = try await backend.waitForStoredCards("the card renamed offline") { cards in
                cards.contains { $0.identifier == edited.identifier && $0.name == Self.offlineName }
            }
            expect(stored.count).to(equal(3))
            try await online.session.waitFor("Uploaded 1 card saved offline")
        }

        @Test("a delete made offline reaches the backend on the next start online", arguments: Variant.all)
        func deleteReachesBackend(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            try await Self.fillStore(variant, sandbox, backend)
            let doomed = try SeedCards.three()[0]
            let offline = try RunningApp.launch(variant, in: sandbox, backend: nil)
            try await offline.waitForCards(SeedCards.sortedNames)
            try await offline.openFirstCard()
            try offline.session.type("e")
            try await offline.waitForScreen("Edit card")
            try await offline.focusButton("Delete")
            try offline.session.send(.enter)
            try await offline.session.waitFor("Delete card “\(doomed.name)”? (y/n)")
            try offline.session.type("y")
            try await offline.waitForCards(Array(SeedCards.sortedNames.dropFirst()))
            _ = try await offline.quit()
            offline.close()

            let online = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { online.close() }

            let stored = try await backend.waitForStoredCards("two cards without the one deleted offline") { cards in
                cards.count == 2 && !cards.contains { $0.identifier == doomed.identifier }
            }
            expect(stored.count).to(equal(2))
            try await online.session.waitForAbsence(doomed.name)
            // The backend still sent the card deleted here: the count says so rather than contradict the list.
            try await online.session.waitFor("Downloaded 3 cards; 1 deleted here")
        }
    }
}
