import Foundation
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsKit

@Suite("A Catima export")
@MainActor
struct CatimaExportSpec {
    typealias Fixtures = CatimaFixtures

    /// Exports a store holding `cards` (or the full fixture imported, when nil) and hands `check` the zip's entries,
    /// their order and the report.
    static func export(
        _ cards: [Card]? = nil,
        _ check: (_ entries: [String: Data], _ paths: [String], CatimaExportReport) throws -> Void
    ) throws {
        try PersistenceFixtures.withTemporaryFolder { folder in
            let store =
                try cards.map { try Fixtures.store(in: folder, holding: $0) }
                ?? Fixtures.imported(Fixtures.fullZip, in: folder)
            let zip = folder.appendingPathComponent("out.zip")

            let report = try CatimaExporter().export(from: store, to: zip)

            try check(try Fixtures.entries(of: zip), try Fixtures.paths(of: zip), report)
        }
    }

    @Test("writes the golden catima.csv for cards made in My Cards")
    func golden() throws {
        try Self.export(Fixtures.nativeCards()) { entries, _, _ in
            let csv = entries["catima.csv"].map { String(decoding: $0, as: UTF8.self) }

            expect(csv).to(equal(try Fixtures.text(Fixtures.exportCSV)))
        }
    }

    @Test("leaves out a card without a number, and says so")
    func leavesOutNoNumber() throws {
        try Self.export(Fixtures.nativeCards()) { _, _, report in
            expect(report.summary).to(equal("2 cards exported; 1 left out: “Gym” has no number, which Catima needs"))
        }
    }

    @Test("writes catima.csv first, then each card's images named by its id")
    func entryOrder() throws {
        try Self.export { _, paths, _ in
            expect(paths).to(
                equal([
                    "catima.csv", "card_1_front.png", "card_1_back.png", "card_1_icon.png", "card_2_front.png",
                    "card_7_icon.png",
                ]))
        }
    }

    @Test("converts a JPEG photo to the PNG Catima expects, same size")
    func jpegToPNG() throws {
        try Self.export(Fixtures.nativeCards()) { entries, _, _ in
            let image = try #require(entries["card_2_front.png"])

            let (format, size) = try ImageDecoder.inspect(image)

            expect(format).to(equal(.png))
            expect(size).to(equal(ImageFixtures.gradient().size))
        }
    }

    @Test("numbers a card made here after the highest id an imported card keeps")
    func numbersAfterImported() async throws {
        try await PersistenceFixtures.withTemporaryFolder { folder in
            let store = try Fixtures.imported(Fixtures.fullZip, in: folder)
            try await PersistenceFixtures.worker(on: try CardDatabase.open(at: store)).upsert([Fixtures.aurora])
            let zip = folder.appendingPathComponent("out.zip")

            _ = try CatimaExporter().export(from: store, to: zip)

            let csv = String(decoding: try #require(try Fixtures.entries(of: zip)["catima.csv"]), as: UTF8.self)
            expect(csv).to(contain("\r\n8,Café Aurora,,,,0,,5901234123457,,EAN_13,,,1,0,0\r\n"))
        }
    }

    @Test("leaves out a photo that no longer decodes, naming it, and exports the card")
    func damagedPhoto() throws {
        let damaged = Photo(data: Data([0xFF, 0xD8, 0xFF, 0x00]), format: .jpeg, size: PixelSize(width: 1, height: 1))
        let card = Card(identifier: "x", name: "Cinema", front: damaged, number: "77")

        try Self.export([card]) { entries, _, report in
            expect(entries.keys.sorted()).to(equal(["catima.csv"]))
            expect(report.summary).to(
                equal("1 card exported; 1 left out: the front image of “Cinema”: the image is damaged"))
        }
    }

    @Test("makes the file readable by its owner only")
    func privateFile() throws {
        try PersistenceFixtures.withTemporaryFolder { folder in
            let store = try Fixtures.store(in: folder, holding: [Fixtures.aurora])
            let zip = folder.appendingPathComponent("out.zip")

            _ = try CatimaExporter().export(from: store, to: zip)

            expect(try PersistenceFixtures.permissions(of: zip)).to(equal(0o600))
        }
    }

    @Test("names a missing store and writes no file")
    func noStore() throws {
        try PersistenceFixtures.withTemporaryFolder { folder in
            let store = folder.appendingPathComponent("none.sqlite")
            let zip = folder.appendingPathComponent("out.zip")

            let error = thrown(CatimaError.self) { try CatimaExporter().export(from: store, to: zip) }

            expect(error).to(equal(.noStore(path: store.path)))
            expect(FileManager.default.fileExists(atPath: zip.path)).to(beFalse())
        }
    }

    @Test("says why a file cannot be written where asked")
    func unwritable() throws {
        try PersistenceFixtures.withTemporaryFolder { folder in
            let store = try Fixtures.store(in: folder, holding: [Fixtures.aurora])
            let zip = folder.appendingPathComponent("missing/out.zip")

            let error = thrown(CatimaError.self) { try CatimaExporter().export(from: store, to: zip) }

            expect(error?.description).to(equal("Cannot write \(zip.path): No such file or directory"))
        }
    }
}

@Suite("A Catima round trip")
@MainActor
struct CatimaRoundTripSpec {
    typealias Fixtures = CatimaFixtures

    /// Imports the full export, exports the store, and hands `check` the exported zip's entries.
    static func roundTrip(_ check: ([String: Data]) throws -> Void) throws {
        try PersistenceFixtures.withTemporaryFolder { folder in
            let store = try Fixtures.imported(Fixtures.fullZip, in: folder)
            let zip = folder.appendingPathComponent("out.zip")
            _ = try CatimaExporter().export(from: store, to: zip)

            try check(try Fixtures.entries(of: zip))
        }
    }

    @Test("gives back every field of every table, record by record")
    func everyField() throws {
        try Self.roundTrip { entries in
            let original = try CatimaCSV.read(try Fixtures.data(Fixtures.fullCSV))

            let exported = try CatimaCSV.read(try #require(entries["catima.csv"]))

            expect(exported.groups.rows.map(\.fields)).to(equal(original.groups.rows.map(\.fields)))
            expect(exported.cards.header.fields).to(equal(original.cards.header.fields))
            expect(exported.cards.rows.map(\.fields)).to(equal(original.cards.rows.map(\.fields)))
            expect(exported.links?.rows.map(\.fields)).to(equal(original.links?.rows.map(\.fields)))
        }
    }

    @Test("writes catima.csv byte for byte as the file it read")
    func sameText() throws {
        try Self.roundTrip { entries in
            expect(entries["catima.csv"]).to(equal(try Fixtures.data(Fixtures.fullCSV)))
        }
    }

    @Test("gives back every image byte for byte")
    func images() throws {
        try Self.roundTrip { entries in
            let original = try Fixtures.entries(of: Fixtures.url(Fixtures.fullZip))

            expect(entries).to(equal(original))
        }
    }

    @Test("changes nothing when its export is imported into it: no photo re-encoded, nothing to upload again")
    func ownExportChangesNothing() throws {
        try PersistenceFixtures.withTemporaryFolder { folder in
            let store = try Fixtures.store(in: folder, holding: Fixtures.nativeCards())
            let database = try CardDatabase.open(at: store)
            try database.execute(sql: "UPDATE card SET isPendingUpload = 0")
            let before = try Fixtures.cards(in: store)
            let zip = folder.appendingPathComponent("out.zip")
            _ = try CatimaExporter().export(from: store, to: zip)

            let report = try CatimaImporter().importFile(at: zip, into: store)

            expect(report.summary).to(equal("Nothing changed: the 2 cards are stored as they are"))
            expect(try Fixtures.cards(in: store)).to(equal(before))
            expect(try Fixtures.cards(in: store).map(\.revision)).to(equal(before.map(\.revision)))
            expect(try Fixtures.card("Library", in: store)?.front?.format).to(equal(.jpeg))
            expect(try database.fetchInt(sql: "SELECT COUNT(*) FROM card WHERE isPendingUpload")).to(equal(0))
        }
    }

    @Test("keeps a stored JPEG photo when a card it updates brings the same picture as PNG")
    func keepsJPEG() async throws {
        try await PersistenceFixtures.withTemporaryFolder { folder in
            let store = try Fixtures.store(in: folder, holding: Fixtures.nativeCards())
            let zip = folder.appendingPathComponent("out.zip")
            _ = try CatimaExporter().export(from: store, to: zip)
            _ = try await PersistenceFixtures.worker(on: try CardDatabase.open(at: store))
                .setFavourite(true, identifier: "library")

            let report = try CatimaImporter().importFile(at: zip, into: store)

            expect(report.updated).to(equal(1))
            expect(try Fixtures.card("Library", in: store)?.front?.format).to(equal(.jpeg))
        }
    }

    @Test("imports its own export as the same cards")
    func importsItsExport() throws {
        try PersistenceFixtures.withTemporaryFolder { folder in
            let first = try Fixtures.imported(Fixtures.fullZip, in: folder)
            let zip = folder.appendingPathComponent("out.zip")
            _ = try CatimaExporter().export(from: first, to: zip)
            let second = folder.appendingPathComponent("second.sqlite")

            _ = try CatimaImporter().importFile(at: zip, into: second)

            let strip = { (cards: [Card]) in
                cards.map {
                    Card(
                        identifier: "", name: $0.name, front: $0.front, back: $0.back, number: $0.number,
                        barcode: $0.barcode, isFavourite: $0.isFavourite, catima: $0.catima)
                }
                .sorted { $0.name < $1.name }
            }
            expect(strip(try Fixtures.cards(in: second))).to(equal(strip(try Fixtures.cards(in: first))))
        }
    }
}
