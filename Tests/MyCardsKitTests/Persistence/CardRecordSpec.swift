import Foundation
import Nimble
import Testing

@testable import MyCardsKit

@Suite("CardRecord")
struct CardRecordSpec {
    typealias Fixtures = PersistenceFixtures

    @Suite("when made from a card")
    struct FromCard {
        @Test("turns back into the same card")
        func roundTrips() throws {
            let card = Fixtures.card("1", "Alpha")

            let restored = try card.record().entity()

            expect(restored).to(equal(card))
        }

        @Test("keeps the favourite mark")
        func keepsFavourite() throws {
            var card = Fixtures.card("1", "Alpha")
            card.isFavourite = true

            let restored = try card.record().entity()

            expect(restored.isFavourite).to(beTrue())
        }

        @Test("spreads each photo over its four columns")
        func spreadsPhoto() {
            let card = Card(identifier: "1", name: "A", front: Fixtures.photo(seed: 5, count: 3, format: .jpeg))

            let record = CardRecord(card)

            expect(record).to(
                equal(
                    CardRecord(
                        identifier: "1", name: "A", frontPhoto: card.front?.data, frontFormat: "jpeg",
                        frontWidth: 69, frontHeight: 40)))
        }
    }

    @Suite("when the row is damaged")
    struct Damaged {
        private static let bytes = Data([0xFF, 0x00])

        @Test(
            "throws a corrupt-record error naming the card and the problem",
            arguments: [
                (
                    CardRecord(
                        identifier: "x", name: "A", backPhoto: bytes, backFormat: "tiff", backWidth: 1, backHeight: 1),
                    "card x: back photo has unknown format “tiff”"
                ),
                (
                    CardRecord(identifier: "x", name: "A", frontPhoto: bytes),
                    "card x: front photo is only partly stored"
                ),
                (
                    CardRecord(identifier: "x", name: "A", frontFormat: "png", frontWidth: 1, frontHeight: 1),
                    "card x: front photo is only partly stored"
                ),
                (
                    CardRecord(
                        identifier: "x", name: "A", frontPhoto: bytes, frontFormat: "png", frontWidth: -1,
                        frontHeight: 2),
                    "card x: front photo has a negative size -1×2"
                ),
            ])
        func throwsCorrupt(record: CardRecord, detail: String) {
            let convert = { () throws(PersistenceError) -> Card in try record.card() }

            expect(try convert()).to(throwError(PersistenceError.corruptRecord(detail: detail)))
        }
    }

    @Suite("when a stored row holds a value of the wrong type")
    @MainActor
    struct WrongType {
        @Test("reading it fails with a read error instead of stopping the app")
        func wrongType() async throws {
            let database = try CardDatabase.inMemory()
            try database.execute(sql: "INSERT INTO card (identifier, name, frontWidth) VALUES ('x', 'A', x'FF00')")
            let worker = PersistenceFixtures.worker(on: database)

            let result = await worker.getNow(.all)

            guard case .failure(.readFailed(let detail)) = result else {
                Issue.record("expected a read failure, got \(String(describing: result))")
                return
            }
            expect(detail).to(contain("frontWidth"))
        }

        @Test("reads a row written by the worker back unchanged")
        func roundTrip() async throws {
            let database = try CardDatabase.inMemory()
            let worker = PersistenceFixtures.worker(on: database)
            let card = PersistenceFixtures.card("1", "Alpha")
            try await worker.upsertNow([card]).get()

            let cards = try await worker.get(.all)

            expect(cards).to(equal([card]))
        }
    }
}
