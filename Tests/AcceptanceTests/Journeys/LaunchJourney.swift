import Nimble
import Testing

extension Journeys {
    @Suite("when the app starts")
    struct LaunchJourney {
        @Test("shows the Cards screen with the downloaded cards sorted by name", arguments: Variant.all)
        func listsDownloadedCards(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { app.close() }

            try await app.waitForScreen("Cards")
            let screen = try await app.waitForCards(SeedCards.sortedNames)

            let places = SeedCards.sortedNames.compactMap { screen.position(of: $0, fromRow: 1) }
            let readingOrder = places.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
            expect(places.count).to(equal(3))
            expect(places.map(\.row)).to(equal(readingOrder.map(\.row)), description: "rows of \(screen)")
            expect(places.map(\.column)).to(equal(readingOrder.map(\.column)), description: "columns of \(screen)")
        }

        @Test("shows the empty-store hint and an Offline status on a first offline run", arguments: Variant.all)
        func emptyStoreHint(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let app = try RunningApp.launch(variant, in: sandbox, backend: nil)
            defer { app.close() }

            try await app.waitForScreen("Cards")

            try await app.session.waitFor("No cards yet — press n to add one")
            try await app.session.waitFor("Offline: ")
        }
    }
}
