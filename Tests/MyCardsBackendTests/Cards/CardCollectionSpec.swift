import Foundation
import Nimble
import Testing

@testable import MyCardsBackend

@Suite("CardCollection")
struct CardCollectionSpec {
    @Suite("when cards are upserted")
    struct Upserting {
        @Test("replaces a known card in place and appends new ones")
        func replacesAndAppends() {
            var collection = CardCollection(records: [CardJSON.record("A"), CardJSON.record("B")])

            collection.upsert([CardJSON.record("C"), CardJSON.record("A", name: "Renamed")])

            expect(collection.identifiers).to(equal(["A", "B", "C"]))
            expect(collection.records.first).to(equal(CardJSON.record("A", name: "Renamed")))
        }

        @Test("keeps the last of duplicates within one upload")
        func keepsLastDuplicate() {
            var collection = CardCollection()

            collection.upsert([CardJSON.record("A", name: "First"), CardJSON.record("A", name: "Second")])

            expect(collection.records).to(equal([CardJSON.record("A", name: "Second")]))
        }
    }

    @Suite("when a card is removed")
    struct Removing {
        @Test("drops it and answers true")
        func dropsIt() {
            var collection = CardCollection(records: [CardJSON.record("A"), CardJSON.record("B")])

            let removed = collection.remove(identifier: "A")

            expect(removed).to(beTrue())
            expect(collection.identifiers).to(equal(["B"]))
        }

        @Test("answers false for an unknown identifier and changes nothing")
        func answersFalseWhenAbsent() {
            var collection = CardCollection(records: [CardJSON.record("A")])

            let removed = collection.remove(identifier: "Z")

            expect(removed).to(beFalse())
            expect(collection.identifiers).to(equal(["A"]))
        }
    }

    @Suite("when written as JSON")
    struct Writing {
        @Test("is an array of the objects exactly as received")
        func isArrayOfObjects() {
            let collection = CardCollection(records: [CardJSON.record("A"), CardJSON.record("B")])

            let text = CardJSON.text(collection.json)

            expect(text).to(equal("[\n\(CardJSON.card("A")),\n\(CardJSON.card("B"))\n]\n"))
        }

        @Test("is an empty array when there are no cards")
        func isEmptyArray() {
            expect(CardJSON.text(CardCollection().json)).to(equal("[]\n"))
        }

        @Test("reads back as the same collection")
        func roundTrips() throws {
            let collection = CardCollection(records: [CardJSON.record("A"), CardJSON.record("B")])

            let readBack = try CardCollection(json: collection.json)

            expect(readBack).to(equal(collection))
        }
    }
}
