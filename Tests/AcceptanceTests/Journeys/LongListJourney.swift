import Foundation
import MyCardsKit
import Nimble
import Testing

extension Journeys {
    @Suite("when the store holds more cards than a launch shows first")
    struct LongListJourney {
        /// One card more than the first page a launch reads, named so that the extra one sorts last.
        static let count = PersistenceQuery.launchPage + 1
        static let lastName = String(format: "Card %04d", count - 1)

        static func cards() -> [WireCard] {
            (0..<count).map {
                WireCard(identifier: "LONG-\($0)", name: String(format: "Card %04d", $0), front: nil, back: nil)
            }
        }

        @Test("shows the first page, then every card, and reaches the last one", arguments: Variant.all)
        func readsPageThenAll(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let store = sandbox.store
            _ = try await StoredCards.fill(store, with: Self.cards())
            let app = try RunningApp.launch(variant, in: sandbox, backend: nil)
            defer { app.close() }
            try await app.waitForCards(["Card 0000"])
            // The trace says when the whole list has arrived; the screen looks the same before and after.
            let trace = sandbox.trace
            let counts = try await Poll.until { () -> [Int]? in
                let counts = try Self.cardCountsRead(in: trace)
                return counts.contains(Self.count) ? counts : nil
            }

            try app.session.type("G")

            try await app.session.waitFor(Self.lastName)
            expect(counts).to(equal([PersistenceQuery.launchPage, Self.count]))
        }

        /// The sizes of the lists the store answered, from `--trace` lines such as
        /// `CardsWorker -> CardsViewController: get answered (256 cards)` (the traced store words them alike in
        /// every architecture).
        static func cardCountsRead(in trace: URL) throws -> [Int] {
            guard FileManager.default.fileExists(atPath: trace.path) else { return [] }
            let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
            let read = #/^CardsWorker -> \w+: get answered \((\d+) cards\)$/#
            return lines.compactMap { line in (try? read.firstMatch(in: line)).flatMap { Int($0.output.1) } }
        }
    }
}
