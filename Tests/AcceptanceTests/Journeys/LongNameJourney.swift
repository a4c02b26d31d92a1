import Foundation
import Nimble
import Testing

extension Journeys {
    @Suite("when a card's name is longer than its tile")
    struct LongNameJourney {
        static let longName = "Café Ünïcode ☕k1k2k3k4k5k6k7k8k9k10k11k12k13k14k15k16k17k18"
        /// Sorted as listed: the long name between two neighbours on the first row of four tiles.
        static let names = [
            "Aurora Deli", "Bücherwurm Books", longName, "Zielony Sklep", "Zoo Shop", "Zug Kiosk", "Zwölf Bakery",
        ]

        static func cards() -> [WireCard] {
            names.enumerated().map {
                WireCard(identifier: "NAME-\($0.offset)", name: $0.element, front: nil, back: nil)
            }
        }

        @Test("keeps both neighbours' names whole, selected or not", arguments: Variant.all)
        func neighboursStayWhole(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let store = sandbox.store
            _ = try await StoredCards.fill(store, with: Self.cards())
            let app = try RunningApp.launch(variant, in: sandbox, backend: nil)
            defer { app.close() }
            try await app.waitForCards(["Aurora Deli", "Zielony Sklep"])

            try app.session.type("ll")
            let selected = try await app.session.waitFor("the long name selected") { screen in
                screen.line(containing: "Café Ünï")?.contains("▶ Café") == true
            }
            try app.session.type("l")
            let unselected = try await app.session.waitFor("the long name's neighbour selected") { screen in
                guard let row = screen.line(containing: "Café Ünï"), let marker = row.range(of: "▶"),
                    let long = row.range(of: "Café")
                else { return false }
                return marker.lowerBound > long.lowerBound
            }

            for screen in [selected, unselected] {
                let row = screen.line(containing: "Café Ünï") ?? ""
                expect(row).to(contain("Bücherwurm Books"))
                expect(row).to(contain("Zielony Sklep"))
            }
        }
    }
}
