import Foundation
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsKit

extension PersistenceWorkerSpec {
    @Suite("when querying")
    @MainActor
    struct Querying {
        private let cards = [
            Fixtures.card("1", "Coffee Corner"),
            Fixtures.card("2", "ÉCLAIR Bakery"),
            Fixtures.card("3", "Book 50% off"),
            Fixtures.card("4", "Book Club"),
        ]

        private func names(_ query: PersistenceQuery) async throws -> [String] {
            try await Fixtures.inMemoryWorker(storing: cards).getNow(query).get().map(\.name)
        }

        @Test("keeps the rows whose column equals the value")
        func filtersEquals() async throws {
            let query = PersistenceQuery.card(identifier: "2")

            let found = try await names(query)

            expect(found).to(equal(["ÉCLAIR Bakery"]))
        }

        @Test("keeps the rows whose column contains the text, ignoring case beyond ASCII")
        func filtersContains() async throws {
            let query = PersistenceQuery(filter: .contains(column: "name", text: "éclair"))

            let found = try await names(query)

            expect(found).to(equal(["ÉCLAIR Bakery"]))
        }

        @Test("takes % and _ in the searched text literally")
        func escapesWildcards() async throws {
            let query = PersistenceQuery(filter: .contains(column: "name", text: "0%"))

            let found = try await names(query)

            expect(found).to(equal(["Book 50% off"]))
        }

        @Test("sorts by several keys, descending where asked")
        func sortsDescending() async throws {
            let query = PersistenceQuery(sort: [PersistenceSort(column: "identifier", ascending: false)])

            let found = try await names(query)

            expect(found).to(equal(["Book Club", "Book 50% off", "ÉCLAIR Bakery", "Coffee Corner"]))
        }

        @Test("returns at most the limit, after sorting")
        func limits() async throws {
            let query = PersistenceQuery(sort: [PersistenceSort(column: "name", caseInsensitive: true)], limit: 2)

            let found = try await names(query)

            expect(found).to(equal(["Book 50% off", "Book Club"]))
        }

        @Test("returns every row when they are fewer than the limit (a limited read is not counted first)")
        func limitAboveRows() async throws {
            let query = PersistenceQuery(sort: [PersistenceSort(column: "identifier")], limit: 256)

            let found = try await names(query)

            expect(found).to(equal(["Coffee Corner", "ÉCLAIR Bakery", "Book 50% off", "Book Club"]))
        }

        @Test("fails with a read error on an unknown column in a limited read too")
        func limitedFailsOnUnknownColumn() async throws {
            let query = PersistenceQuery(filter: .equals(column: "colour", value: "red"), limit: 1)

            let result = try await Fixtures.inMemoryWorker(storing: cards).getNow(query)

            let error = thrown(PersistenceError.self) { try result.get() }
            expect(error?.message).to(equal("the cards cannot be read"))
        }

        @Test("fails with a read error on an unknown column")
        func failsOnUnknownColumn() async throws {
            let query = PersistenceQuery(filter: .equals(column: "colour", value: "red"))

            let result = try await Fixtures.inMemoryWorker(storing: cards).getNow(query)

            let error = thrown(PersistenceError.self) { try result.get() }
            expect(error?.message).to(equal("the cards cannot be read"))
        }
    }

    @Suite("when listing cards in display order")
    @MainActor
    struct DisplayOrder {
        @Test("orders as Card.displayOrder does: case and surrounding space ignored, then identifier")
        func matchesDomainOrder() async throws {
            let cards = [
                Fixtures.card("b", "apple"), Fixtures.card("a", "Apple"), Fixtures.card("c", "  banana"),
                Fixtures.card("d", "Zebra"), Fixtures.card("e", "éclair"), Fixtures.card("f", "Éclair"),
                Fixtures.card("g", "eclair"), Fixtures.card("h", "Banana"), Fixtures.card("i", "zoo"),
            ]
            let worker = try await Fixtures.inMemoryWorker(storing: cards.reversed())

            let listed = try await worker.getNow(.cardsInDisplayOrder).get()

            expect(listed.map(\.identifier)).to(equal(cards.sorted(by: Card.displayOrder).map(\.identifier)))
        }
    }
}
