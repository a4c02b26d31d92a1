import Foundation
import GRDB
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsKit

/// A card's Catima fields live in the store beside it (migration v9) and nowhere else: not on the wire, not
/// overwritten by a download.
@Suite("A card's Catima fields in the store")
@MainActor
struct CatimaExtrasStoreSpec {
    static let extras = CatimaExtras(
        id: "7", note: "line one\nline two", validFrom: "1", expiry: "2", balance: "3.50", balanceType: "EUR",
        barcodeID: "X", barcodeEncoding: "UTF-8", headerColor: "-5317", lastUsed: "4", archive: "1",
        groups: ["Food", "Kids \"club\""], icon: Data([0x89, 0x50, 0x4E, 0x47]))

    static func card(_ name: String = "Kids Club", catima: CatimaExtras? = extras) -> Card {
        Card(identifier: "kids", name: name, number: "42", catima: catima)
    }

    @Test("reads back the fields and the icon it stored")
    func roundTrip() async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker(storing: [Self.card()])

        let stored = try await worker.getNow().get()

        expect(stored.first?.catima).to(equal(Self.extras))
    }

    @Test("keeps them through a download of the same card")
    func keptThroughDownload() async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker(storing: [Self.card()])
        _ = try await worker.markUploadedNow([Self.card()]).get()

        _ = try await worker.mergeNow([Self.card("Kids Club renamed", catima: nil)]).get()

        let stored = try await worker.getNow().get().first
        expect(stored?.name).to(equal("Kids Club renamed"))
        expect(stored?.catima).to(equal(Self.extras))
    }

    @Test("keeps them when the card is marked a favourite")
    func keptThroughFavourite() async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker(storing: [Self.card()])

        let marked = try await worker.setFavouriteNow(true, identifier: "kids").get()

        expect(marked.catima).to(equal(Self.extras))
    }

    @Test("never sends them to the backend")
    func notOnTheWire() throws {
        let body = try CardParser().data(from: [Self.card()])

        let object = try JSONSerialization.jsonObject(with: body) as? [[String: Any]]

        expect(object?.first.map { Set($0.keys) }).to(equal(["identifier", "name", "front", "back", "number"]))
    }

    @Test("counts in a card's equality: a different note is a different card")
    func equality() {
        var other = Self.extras
        other.note = "changed"

        expect(Self.card(catima: other)).toNot(equal(Self.card()))
    }

    @Test("reads a row from before migration v9 as a card without them")
    func oldRow() throws {
        let record = try CardRecord(row: Row(["identifier": "x", "name": "Alpha"]))

        expect(try record.card().catima).to(beNil())
    }

    @Test("reads damaged fields as a damaged card rather than stopping")
    func damaged() throws {
        let record = try CardRecord(row: Row(["identifier": "x", "name": "Alpha", "catima": "{not json"]))
        let read = { () throws(MyCardsKit.PersistenceError) -> Card in try record.card() }

        let error = thrown(MyCardsKit.PersistenceError.self) { try read() }

        expect(error?.message).to(equal("a stored card is damaged"))
    }

    @Test("migrates a store from before them, its cards read without them and able to take them")
    func migratesOldStore() async throws {
        try await PersistenceFixtures.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("cards.sqlite")
            let old = try CardDatabase.open(at: url)
            try await PersistenceFixtures.worker(on: old).upsertNow([Self.card(catima: nil)]).get()
            try old.execute(
                sql: """
                    ALTER TABLE card DROP COLUMN catima;
                    ALTER TABLE card DROP COLUMN catimaIcon;
                    DROP TABLE catimaGroup;
                    DELETE FROM grdb_migrations WHERE identifier = 'v9: Catima extras'
                    """)

            let worker = PersistenceFixtures.worker(on: try CardDatabase.open(at: url))

            do {
                let actual = try await worker.getNow().get().first?.catima
                expect(actual).to(beNil())
            }
            try await worker.upsertNow([Self.card()]).get()
            do {
                let actual = try await worker.getNow().get().first?.catima
                expect(actual).to(equal(Self.extras))
            }
        }
    }

    @Test("keeps the Catima groups table in the store it migrates")
    func groupsTable() throws {
        let database = try CardDatabase.inMemory()

        let count = try database.fetchInt(sql: "SELECT COUNT(*) FROM catimaGroup")

        expect(count).to(equal(0))
    }
}
