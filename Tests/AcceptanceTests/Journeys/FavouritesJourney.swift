import Nimble
import Testing

extension Journeys {
    /// Behaviour.md "Favourites": `*` on the Card screen marks or unmarks the card; Cards lists favourites first,
    /// starred.
    @Suite("when a card is marked as a favourite")
    struct FavouritesJourney {
        static let last = SeedCards.sortedNames[2]
        static let starred = "★ \(last)"

        @Test("says so, stars the name and lists the card first", arguments: Variant.all)
        func marksAndListsFirst(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { app.close() }
            try await app.waitForCards(SeedCards.sortedNames)

            try await Self.markLastCard(in: app)

            try await app.session.waitFor(Self.starred)
            try app.session.send(.escape)
            let cards = try await app.waitForCards([Self.starred, SeedCards.sortedNames[0]])
            expect(Self.comesFirst(Self.starred, before: SeedCards.sortedNames[0], on: cards)).to(beTrue())
        }

        @Test("unmarks it with * again", arguments: Variant.all)
        func unmarks(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { app.close() }
            try await app.waitForCards(SeedCards.sortedNames)
            try await Self.markLastCard(in: app)

            try app.session.type("*")

            try await app.session.waitFor("Removed from favourites")
            try await app.session.waitForAbsence("★")
        }

        @Test("keeps the mark through a restart and a download", arguments: Variant.all)
        func keepsMark(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let first = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { first.close() }
            try await first.waitForCards(SeedCards.sortedNames)
            try await Self.markLastCard(in: first)
            try first.session.send(.escape)
            try await first.waitForScreen("Cards")
            let status = try await first.quit()
            expect(status).to(equal(0))
            first.close()

            let second = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { second.close() }

            try await second.session.waitFor("Downloaded 3 cards")
            let cards = try await second.waitForCards([Self.starred, SeedCards.sortedNames[0]])
            expect(Self.comesFirst(Self.starred, before: SeedCards.sortedNames[0], on: cards)).to(beTrue())
        }

        /// From Cards: opens the last card in name order and presses `*`; waits for the status.
        private static func markLastCard(in app: RunningApp) async throws {
            try app.session.type("G")
            try app.session.send(.enter)
            try await app.waitForScreen("Card")
            try await app.session.waitFor(last)

            try app.session.type("*")

            try await app.session.waitFor("Added to favourites")
        }

        /// Reading order: the upper row first, then left to right.
        private static func comesFirst(_ first: String, before second: String, on screen: ScreenText) -> Bool {
            guard let a = screen.position(of: first), let b = screen.position(of: second) else { return false }
            return (a.row, a.column) < (b.row, b.column)
        }
    }
}
