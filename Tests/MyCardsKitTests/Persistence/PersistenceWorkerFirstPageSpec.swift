import Foundation
import Nimble
import Testing

@testable import MyCardsKit

extension PersistenceWorkerSpec {
    @Suite("when a query has a first page")
    @MainActor
    struct FirstPage {
        private let paged = PersistenceQuery(sort: [PersistenceSort(column: "name")], firstPage: 2)
        private let fiveCards = (1...5).map { Fixtures.card("\($0)", "Card \($0)") }

        /// The names of every answer `answers(to:)` gave, in order.
        private func answers(of query: PersistenceQuery, from worker: CardsWorker) async -> [[String]] {
            var answers: [[String]] = []
            for await result in worker.answers(to: query) {
                answers.append((try? result.get().map(\.name)) ?? ["failed"])
            }
            return answers
        }

        @Test("answers the first page, then every row, on the worker's first read")
        func answersPageThenAll() async throws {
            let worker = try await Fixtures.inMemoryWorker(storing: fiveCards)

            let answered = await answers(of: paged, from: worker)

            expect(answered).to(equal([["Card 1", "Card 2"], ["Card 1", "Card 2", "Card 3", "Card 4", "Card 5"]]))
        }

        @Test("answers once when every row fits in the page")
        func answersOnceWhenShort() async throws {
            let worker = try await Fixtures.inMemoryWorker(storing: Array(fiveCards.prefix(1)))

            let answered = await answers(of: paged, from: worker)

            expect(answered).to(equal([["Card 1"]]))
        }

        @Test("answers later reads once, so a list on screen never shrinks to a page")
        func answersLaterReadsOnce() async throws {
            let worker = try await Fixtures.inMemoryWorker(storing: fiveCards)
            _ = await answers(of: paged, from: worker)

            let answered = await answers(of: paged, from: worker)

            expect(answered).to(equal([["Card 1", "Card 2", "Card 3", "Card 4", "Card 5"]]))
        }

        @Test("answers a query without a first page once, and leaves the first page to a later paged read")
        func leavesPageToPagedRead() async throws {
            let worker = try await Fixtures.inMemoryWorker(storing: fiveCards)
            _ = await answers(of: PersistenceQuery(sort: paged.sort), from: worker)

            let answered = await answers(of: paged, from: worker)

            expect(answered.map(\.count)).to(equal([2, 5]))
        }

        @Test("keeps a limit smaller than the page as one answer")
        func keepsSmallLimit() async throws {
            let worker = try await Fixtures.inMemoryWorker(storing: fiveCards)
            var limited = paged
            limited.limit = 1

            let answered = await answers(of: limited, from: worker)

            expect(answered).to(equal([["Card 1"]]))
        }

        @Test("gives the Cards screen's query a page that fills the largest grid")
        func launchQueryHasPage() {
            let query = PersistenceQuery.cardsInDisplayOrder

            expect(query.firstPage).to(equal(PersistenceQuery.launchPage))
        }
    }
}
