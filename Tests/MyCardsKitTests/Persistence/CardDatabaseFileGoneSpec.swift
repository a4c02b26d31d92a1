import Foundation
import Nimble
import Testing

@testable import MyCardsKit

/// Regression: with the store's folder removed while the app ran, `*` said "Added to favourites" and a save
/// "Saved"; SQLite wrote into the unlinked file and everything was gone at the next start.
@MainActor
@Suite("CardDatabase whose file was deleted while open")
struct CardDatabaseFileGoneSpec {
    typealias Fixtures = PersistenceFixtures

    @Test("refuses a save, saying the file was deleted")
    func refusesSave() async throws {
        try await Fixtures.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("cards.sqlite")
            let worker = Fixtures.worker(on: try CardDatabase.open(at: url))
            _ = try await worker.upsertNow([Fixtures.card("A", "Alpha")]).get()

            try FileManager.default.removeItem(at: folder)
            let result = await worker.saveNow(Fixtures.card("A", "Alpha!"))

            expect(result.failure?.message).to(
                equal("the card store file was deleted; restart My Cards to make a new one"))
        }
    }

    @Test("refuses a favourite mark once another file took the store's name")
    func refusesFavouriteOnReplacedFile() async throws {
        try await Fixtures.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("cards.sqlite")
            let worker = Fixtures.worker(on: try CardDatabase.open(at: url))
            _ = try await worker.upsertNow([Fixtures.card("A", "Alpha")]).get()

            try FileManager.default.removeItem(at: url)
            _ = try CardDatabase.open(at: url)
            let result = await worker.setFavouriteNow(true, identifier: "A")

            expect(result.failure?.message).to(
                equal("the card store file was deleted; restart My Cards to make a new one"))
        }
    }

    @Test("writes as before while the file is where it was opened")
    func writesWhileThere() async throws {
        try await Fixtures.withTemporaryFolder { folder in
            let worker = Fixtures.worker(on: try CardDatabase.open(at: folder.appendingPathComponent("cards.sqlite")))

            let result = await worker.upsertNow([Fixtures.card("A", "Alpha")])

            expect(result.failure).to(beNil())
        }
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
