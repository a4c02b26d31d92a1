import Foundation
import GRDB
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsKit

/// A user's save writes what the form edits and keeps the rest of the stored card: an "Overwrite it?" answered `y`
/// after an import changed the card must not wipe the Catima fields the import brought.
@Suite("A save over a stored card")
@MainActor
struct PersistenceWorkerSaveKeepsSpec {
    /// The Catima row that matches "Shop" (number 123): it brings a note, an id and a group.
    static let csv = """
        2\r
        \r
        _id\r
        Food\r
        \r
        _id,store,note,validfrom,expiry,balance,balancetype,cardid,barcodeid,barcodetype,barcodeencoding,\
        headercolor,starstatus,lastused,archive\r
        4,Shop,Bring the bags,,,0,,123,,CODE_128,,,0,0,0\r
        \r
        cardId,groupId\r
        4,Food\r

        """

    /// A store file holding "Shop" as the Card screen read it, imported over once since.
    static func importedWhileEditing(_ body: (CardsWorker, _ read: Card) async throws -> Void) async throws {
        try await PersistenceFixtures.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("cards.sqlite")
            let worker = PersistenceFixtures.worker(on: try CardDatabase.open(at: url))
            let read = try await worker.saveNow(Card(identifier: "shop", name: "Shop", number: "123")).get()
            _ = try CatimaImporter().importFile(at: try CatimaFixtures.file(csv, in: folder), into: url)
            expect(read.catima).to(beNil())
            try await body(worker, read)
        }
    }

    /// Saves `form` as read, then again over what the refusal found, as `y` does.
    static func overwrite(_ form: Card, in worker: CardsWorker) async throws -> Card {
        let error = await thrown(MyCardsKit.PersistenceError.self) { try await worker.saveNow(form).get() }
        let refusal = try #require(error.flatMap(SaveRefusal.init))
        return try await worker.saveNow(form.overwriting(refusal)).get()
    }

    @Test("keeps the note, id and groups an import added when the user overwrites")
    func keepsCatimaFields() async throws {
        try await Self.importedWhileEditing { worker, read in
            var form = read
            form.name = "Shop renamed"

            let stored = try await Self.overwrite(form, in: worker)

            expect(stored.name).to(equal("Shop renamed"))
            expect(stored.catima?.note).to(equal("Bring the bags"))
            expect(stored.catima?.id).to(equal("4"))
            expect(stored.catima?.groups).to(equal(["Food"]))
            do {
                let actual = try await worker.getNow().get().first
                expect(actual).to(equal(stored))
            }
        }
    }

    @Test("keeps the favourite mark as stored")
    func keepsFavourite() async throws {
        try await Self.importedWhileEditing { worker, read in
            _ = try await worker.setFavouriteNow(true, identifier: "shop").get()

            let stored = try await Self.overwrite(read, in: worker)

            expect(stored.isFavourite).to(beTrue())
        }
    }

    @Test("keeps a column it does not know, as a later version's import may add")
    func keepsUnknownColumn() async throws {
        let database = try CardDatabase.inMemory()
        let worker = PersistenceFixtures.worker(on: database)
        let read = try await worker.saveNow(Card(identifier: "shop", name: "Shop", number: "123")).get()
        try database.execute(sql: "ALTER TABLE card ADD COLUMN loyaltyTier TEXT; UPDATE card SET loyaltyTier = 'gold'")
        var form = read
        form.name = "Shop renamed"

        _ = try await worker.saveNow(form).get()

        expect(try database.fetchString(sql: "SELECT loyaltyTier FROM card")).to(equal("gold"))
    }

    @Test("writes a card made again after a delete whole, as the form holds it")
    func remakesWhole() async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker()
        let extras = CatimaExtras(id: "9", note: "kept in the form")
        let read = try await worker.saveNow(Card(identifier: "shop", name: "Shop", number: "123", catima: extras)).get()
        try await worker.removeNow(["shop"]).get()

        let stored = try await Self.overwrite(read, in: worker)

        expect(stored.catima).to(equal(extras))
    }
}
