import Foundation
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsKit

@Suite("A Catima import")
struct CatimaImportSpec {
    typealias Fixtures = CatimaFixtures

    /// What importing `file(folder)` into a new store in `folder` reports.
    static func report(importing file: (URL) throws -> URL) throws -> CatimaImportReport? {
        var report: CatimaImportReport?
        try PersistenceFixtures.withTemporaryFolder { folder in
            report = try CatimaImporter().importFile(
                at: file(folder), into: folder.appendingPathComponent("cards.sqlite"))
        }
        return report
    }

    /// What importing a version 2 file of these lines (a blank line before each table, each table's header added)
    /// reports.
    static func report(groups: [String] = [], cards: [String], links: [String]? = nil) throws -> CatimaImportReport? {
        var lines = ["2", "", "_id"] + groups + ["", CatimaCSV.cardColumns.joined(separator: ",")] + cards
        if let links { lines += ["", "cardId,groupId"] + links }
        return try report { folder in try Fixtures.file(lines.joined(separator: "\n") + "\n", in: folder) }
    }

    /// The full export's card `name`, imported into a new store.
    static func importedCard(_ name: String) throws -> Card? {
        var card: Card?
        try PersistenceFixtures.withTemporaryFolder { folder in
            card = try Fixtures.card(name, in: Fixtures.imported(Fixtures.fullZip, in: folder))
        }
        return card
    }

    @Suite("when it reads a full export")
    struct FullExport {
        @Test("names the card after Catima's store")
        func name() throws {
            let card = try CatimaImportSpec.importedCard("Pharmacy, Downtown")

            expect(card).toNot(beNil())
        }

        @Test("takes Catima's card ID as the card's number")
        func number() throws {
            let card = try CatimaImportSpec.importedCard("Café Aurora")

            expect(card?.number).to(equal("4006381333931"))
        }

        @Test("takes Catima's barcode type as the card's barcode")
        func barcode() throws {
            let card = try CatimaImportSpec.importedCard("Kids Club")

            expect(card?.barcode).to(equal(.code128))
        }

        @Test("gives a card with an empty barcode type no barcode")
        func noBarcode() throws {
            let card = try CatimaImportSpec.importedCard("Bookshop")

            expect(card).toNot(beNil())
            expect(card?.barcode).to(beNil())
        }

        @Test("marks a starred card as a favourite and leaves the others unmarked")
        func favourite() throws {
            let starred = try CatimaImportSpec.importedCard("Café Aurora")
            let unstarred = try CatimaImportSpec.importedCard("Pharmacy, Downtown")

            expect(starred?.isFavourite).to(beTrue())
            expect(unstarred?.isFavourite).to(beFalse())
        }

        @Test("takes the front and back images as the card's photos, byte for byte")
        func photos() throws {
            let images = try Fixtures.entries(of: Fixtures.url(Fixtures.fullZip))

            let card = try CatimaImportSpec.importedCard("Café Aurora")

            expect(card?.front?.data).to(equal(images["card_1_front.png"]))
            expect(card?.back?.data).to(equal(images["card_1_back.png"]))
            expect(card?.front?.size).to(equal(PixelSize(width: 12, height: 8)))
        }

        @Test("keeps every other field of the row as the card's Catima fields")
        func extras() throws {
            let card = try CatimaImportSpec.importedCard("Café Aurora")

            let note = "Gold member since 2019.\nAsk for \"double points\" on Tuesdays.\n\nCounter 3, left side."
            expect(card?.catima?.id).to(equal("1"))
            expect(card?.catima?.note).to(equal(note))
            expect(card?.catima?.validFrom).to(equal("1601510400000"))
            expect(card?.catima?.expiry).to(equal("1893456000000"))
            expect(card?.catima?.balance).to(equal("12.50"))
            expect(card?.catima?.balanceType).to(equal("EUR"))
            expect(card?.catima?.barcodeID).to(equal("4006381333932"))
            expect(card?.catima?.barcodeEncoding).to(equal("ISO-8859-1"))
            expect(card?.catima?.headerColor).to(equal("-10902850"))
            expect(card?.catima?.lastUsed).to(equal("1766674633"))
            expect(card?.catima?.archive).to(equal("0"))
        }

        @Test("keeps the groups each card is in")
        func cardGroups() throws {
            let card = try CatimaImportSpec.importedCard("Café Aurora")

            expect(card?.catima?.groups).to(equal(["Food", "Health, Beauty"]))
        }

        @Test("keeps the icon image's bytes")
        func icon() throws {
            let images = try Fixtures.entries(of: Fixtures.url(Fixtures.fullZip))

            let card = try CatimaImportSpec.importedCard("Kids Club")

            expect(card?.catima?.icon).to(equal(images["card_7_icon.png"]))
        }

        @Test("keeps the whole groups table, a group no card is in included")
        func groupsTable() throws {
            try PersistenceFixtures.withTemporaryFolder { folder in
                let store = try Fixtures.imported(Fixtures.fullZip, in: folder)

                let groups = try CardStoreReader.open(at: store)?.catimaGroups()

                expect(groups).to(equal(["Food", "Health, Beauty", "Fashion", "Kids \"club\""]))
            }
        }

        @Test("reads a bare catima.csv as well as the zip")
        func bareCSV() throws {
            try PersistenceFixtures.withTemporaryFolder { folder in
                let store = try Fixtures.imported(Fixtures.fullCSV, in: folder)

                expect(try Fixtures.cards(in: store).map(\.name).sorted()).to(
                    equal(["Bookshop", "Café Aurora", "Kids Club", "Pharmacy, Downtown"]))
            }
        }

        @Test("says how many cards it imported")
        func summary() throws {
            let report = try CatimaImportSpec.report { _ in try Fixtures.url(Fixtures.fullZip) }

            expect(report?.summary).to(equal("4 cards imported"))
        }

        @Test("marks the new cards for upload, as a save does")
        func pendingUpload() throws {
            try PersistenceFixtures.withTemporaryFolder { folder in
                let store = try Fixtures.imported(Fixtures.fullZip, in: folder)

                let database = try CardDatabase.open(at: store)

                expect(try database.fetchInt(sql: "SELECT COUNT(*) FROM card WHERE isPendingUpload")).to(equal(4))
            }
        }
    }

    @Suite("when a row is bad")
    struct BadRow {
        @Test("skips it and says which line and why")
        func reportsSkip() throws {
            let report = try CatimaImportSpec.report { _ in try Fixtures.url(Fixtures.badRowCSV) }

            expect(report?.summary).to(equal("3 cards imported; 1 skipped: line 7, unknown barcode type FOO"))
        }

        @Test("imports the good rows")
        func importsOthers() throws {
            try PersistenceFixtures.withTemporaryFolder { folder in
                let store = try Fixtures.imported(Fixtures.badRowCSV, in: folder)

                expect(try Fixtures.cards(in: store).map(\.name).sorted()).to(equal(["Alpha", "Delta", "Gamma"]))
            }
        }

        @Test(
            "names the reason",
            arguments: [
                ("x,Name,,,,0,,1,,,,,0,0,0", "card id “x” is not a number"),
                ("5,,,,,0,,1,,,,,0,0,0", "no store name"),
                ("5,Name,,,,0,,,,,,,0,0,0", "no card ID"),
                ("5,Name,,,,0,,1,,RSS_14,,,0,0,0", "barcode type RSS_14 is one My Cards cannot draw"),
                ("5,Name,,,soon,0,,1,,,,,0,0,0", "expiry “soon” is not a whole number"),
                ("5,Name,,,,0,,1,,,,red,0,0,0", "headercolor “red” is not a colour"),
                ("5,Name,,,,lots,,1,,,,,0,0,0", "balance “lots” is not a number"),
                ("5,Name,,1", "4 fields where the header has 15"),
            ])
        func reason(row: String, reason: String) throws {
            let error = thrown(CatimaError.self) { try CatimaImportSpec.report(cards: [row]) }

            expect(error).to(equal(.noCards(skipped: [CatimaSkip(line: 6, reason: reason)])))
        }

        @Test("skips a second row with the same store and card ID, naming the first")
        func sameCardTwice() throws {
            let report = try CatimaImportSpec.report(cards: ["1,A,,,,0,,1,,,,,0,0,0", "2,A,,,,0,,1,,,,,0,0,0"])

            expect(report?.summary).to(equal("1 card imported; 1 skipped: line 7, same store and card ID as line 6"))
        }

        @Test("skips a second row with the same card id")
        func sameIDTwice() throws {
            let report = try CatimaImportSpec.report(cards: ["1,A,,,,0,,1,,,,,0,0,0", "1,B,,,,0,,2,,,,,0,0,0"])

            expect(report?.skipped).to(equal([CatimaSkip(line: 7, reason: "card id 1 is used twice")]))
        }

        @Test("skips a link row of the wrong shape")
        func badLink() throws {
            let report = try CatimaImportSpec.report(cards: ["1,A,,,,0,,1,,,,,0,0,0"], links: ["1"])

            expect(report?.skipped).to(equal([CatimaSkip(line: 9, reason: "1 field where the header has 2")]))
        }

        @Test("skips a link to a card the file does not have")
        func linkToNoCard() throws {
            let report = try CatimaImportSpec.report(
                groups: ["Food"], cards: ["1,A,,,,0,,1,,,,,0,0,0"], links: ["9,Food"])

            expect(report?.skipped).to(equal([CatimaSkip(line: 10, reason: "card 9 is not in the cards table")]))
        }

        @Test("skips a link to a group the groups table does not list, rather than adding the group")
        func linkToNoGroup() throws {
            try PersistenceFixtures.withTemporaryFolder { folder in
                let lines = [
                    "2", "", "_id", "Food", "", CatimaCSV.cardColumns.joined(separator: ","), "1,A,,,,0,,1,,,,,0,0,0",
                    "", "cardId,groupId", "1,Toys",
                ]
                let store = folder.appendingPathComponent("cards.sqlite")

                let report = try CatimaImporter().importFile(
                    at: try Fixtures.file(lines.joined(separator: "\n") + "\n", in: folder), into: store)

                expect(report.skipped).to(
                    equal([CatimaSkip(line: 10, reason: "group “Toys” is not in the groups table")]))
                expect(try CardStoreReader.open(at: store)?.catimaGroups()).to(equal(["Food"]))
                expect(try Fixtures.card("A", in: store)?.catima?.groups).to(equal([]))
            }
        }

        @Test("skips a groups row with more fields than the header, rather than keeping its first")
        func wideGroupRow() throws {
            let report = try CatimaImportSpec.report(groups: ["Food,extra"], cards: ["1,A,,,,0,,1,,,,,0,0,0"])

            expect(report?.skipped).to(equal([CatimaSkip(line: 4, reason: "2 fields where the header has 1")]))
        }
    }

    @Suite("when no row can be imported")
    struct NothingToImport {
        static let lines = ["2", "", "_id", "Food", "", CatimaCSV.cardColumns.joined(separator: ",")]

        @Test("refuses the file, naming every skipped row")
        func refuses() throws {
            let error = thrown(CatimaError.self) {
                try CatimaImportSpec.report(groups: ["Food"], cards: ["1,,,,,0,,1,,,,,0,0,0", "2,B,,,,0,,,,,,,0,0,0"])
            }

            expect(error?.description).to(
                equal("No card imported; 2 skipped: line 7, no store name; line 8, no card ID"))
        }

        @Test("makes no store and adds no group")
        func writesNothing() throws {
            try PersistenceFixtures.withTemporaryFolder { folder in
                let file = try Fixtures.file(
                    (Self.lines + ["1,,,,,0,,1,,,,,0,0,0"]).joined(separator: "\n"), in: folder)
                let store = folder.appendingPathComponent("cards.sqlite")

                _ = thrown(CatimaError.self) { try CatimaImporter().importFile(at: file, into: store) }

                expect(FileManager.default.fileExists(atPath: store.path)).to(beFalse())
            }
        }

        @Test("refuses a file with no card rows at all")
        func empty() throws {
            let error = thrown(CatimaError.self) { try CatimaImportSpec.report(groups: ["Food"], cards: []) }

            expect(error?.description).to(equal("The file holds no cards"))
        }
    }

    @Suite("when the same file is imported twice")
    struct Twice {
        @Test("adds no card the second time")
        func addsNothing() throws {
            try PersistenceFixtures.withTemporaryFolder { folder in
                let store = try Fixtures.imported(Fixtures.fullZip, in: folder)
                let first = try Fixtures.cards(in: store)

                _ = try CatimaImporter().importFile(at: Fixtures.url(Fixtures.fullZip), into: store)

                expect(try Fixtures.cards(in: store)).to(equal(first))
            }
        }

        @Test("says every card was already there as it is")
        func summary() throws {
            try PersistenceFixtures.withTemporaryFolder { folder in
                let store = try Fixtures.imported(Fixtures.fullZip, in: folder)

                let report = try CatimaImporter().importFile(at: Fixtures.url(Fixtures.fullZip), into: store)

                expect(report.summary).to(equal("Nothing changed: the 4 cards are stored as they are"))
            }
        }

        @Test("leaves every stored revision as it was")
        func keepsRevisions() throws {
            try PersistenceFixtures.withTemporaryFolder { folder in
                let store = try Fixtures.imported(Fixtures.fullZip, in: folder)
                let revisions = try Fixtures.cards(in: store).map(\.revision)

                _ = try CatimaImporter().importFile(at: Fixtures.url(Fixtures.fullZip), into: store)

                expect(try Fixtures.cards(in: store).map(\.revision)).to(equal(revisions))
            }
        }
    }

    @Suite("when a stored card has the same name and number")
    @MainActor
    struct Matching {
        @Test("updates that card, keeping its identifier and the photo the file lacks")
        func updates() throws {
            try PersistenceFixtures.withTemporaryFolder { folder in
                let photo = try Photo(validating: ImageFixtures.png())
                let stored = Card(identifier: "mine", name: "Bookshop", back: photo, number: "97812345")
                let store = try Fixtures.store(in: folder, holding: [stored])

                let report = try CatimaImporter().importFile(at: Fixtures.url(Fixtures.fullZip), into: store)

                let card = try Fixtures.card("Bookshop", in: store)
                expect(report.summary).to(equal("4 cards imported (3 new, 1 updated)"))
                expect(card?.identifier).to(equal("mine"))
                expect(card?.back).to(equal(photo))
                expect(card?.catima?.balance).to(equal("150"))
            }
        }
    }
}
