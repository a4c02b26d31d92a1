import Foundation
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsKit

@Suite("Catima's CSV")
struct CatimaCSVSpec {
    static let header = CatimaCSV.cardColumns.joined(separator: ",")

    @Suite("when read")
    struct Reading {
        @Test("keeps a quoted note whole across its lines, a blank one included")
        func multiLineNote() throws {
            let csv = "2\n\n_id\n\n\(CatimaCSVSpec.header)\n1,A,\"one\n\ntwo\",,,0,,1,,,,,0,0,0\n"

            let document = try CatimaCSV.read(Data(csv.utf8))

            expect(document.cards.rows.map { $0.fields[2] }).to(equal(["one\n\ntwo"]))
        }

        @Test("numbers a row after a multi-line note by the line it starts on")
        func lineNumbers() throws {
            let csv =
                "2\r\n\r\n_id\r\n\r\n\(CatimaCSVSpec.header)\r\n1,A,\"one\r\ntwo\",,,0,,1,,,,,0,0,0\r\n"
                + "2,B,,,,0,,2,,,,,0,0,0\r\n"

            let document = try CatimaCSV.read(Data(csv.utf8))

            expect(document.cards.rows.map(\.line)).to(equal([6, 8]))
        }

        @Test("reads an empty groups table and no links table")
        func emptyTables() throws {
            let csv = "2\n\n_id\n\n\(CatimaCSVSpec.header)\n"

            let document = try CatimaCSV.read(Data(csv.utf8))

            expect(document.groups.rows).to(beEmpty())
            expect(document.links).to(beNil())
        }

        @Test("skips a byte-order mark")
        func byteOrderMark() throws {
            let csv = "\u{FEFF}2\n\n_id\n\n\(CatimaCSVSpec.header)\n"

            expect(try CatimaCSV.read(Data(csv.utf8)).cards.rows).to(beEmpty())
        }

        @Test("refuses a cards table without a store column, naming its line")
        func missingColumn() {
            let csv = "2\n\n_id\n\n_id,cardid\n"

            let error = thrown(CatimaError.self) { try CatimaCSV.read(Data(csv.utf8)) }

            expect(error?.description).to(equal("The cards table's header on line 5 has no store column"))
        }

        @Test("refuses a groups table with another header")
        func badGroupsHeader() {
            let csv = "2\n\nname\n\n\(CatimaCSVSpec.header)\n"

            let error = thrown(CatimaError.self) { try CatimaCSV.read(Data(csv.utf8)) }

            expect(error?.description).to(equal("Line 3 should start the groups table with the header _id"))
        }

        @Test("refuses a fourth table")
        func fourthTable() {
            let csv = "2\n\n_id\n\n\(CatimaCSVSpec.header)\n\ncardId,groupId\n\nmore\n"

            let error = thrown(CatimaError.self) { try CatimaCSV.read(Data(csv.utf8)) }

            expect(error).to(equal(.extraTable(line: 9)))
        }

        @Test("says an archive's catima.csv is not one when its first line is no version")
        func notCatimaInArchive() {
            let error = thrown(CatimaError.self) { try CatimaCSV.read(Data("hello,world\n".utf8)) }

            expect(error?.description).to(equal("The archive's catima.csv is not a Catima CSV file"))
        }
    }

    @Suite("when written")
    struct Writing {
        @Test("quotes a field holding a comma, a quote or a line break, doubling its quotes")
        func quoting() {
            let text = CatimaCSV.text(groups: [], cards: [["a,b", "say \"hi\"", "one\ntwo", "plain"]], links: [])

            expect(text).to(contain("\r\n\"a,b\",\"say \"\"hi\"\"\",\"one\ntwo\",plain\r\n"))
        }

        @Test("ends every record with CR LF, a blank line between tables")
        func layout() {
            let text = CatimaCSV.text(groups: ["Food"], cards: [], links: [["1", "Food"]])

            expect(text).to(
                equal("2\r\n\r\n_id\r\nFood\r\n\r\n\(CatimaCSVSpec.header)\r\n\r\ncardId,groupId\r\n1,Food\r\n"))
        }

        @Test("reads back what it wrote")
        func readsBack() throws {
            let row = ["1", "Shop, \"Main\"", "line\n\nline", "", "", "0", "", "42", "", "", "", "", "0", "0", "0"]
            let text = CatimaCSV.text(groups: ["G"], cards: [row], links: [["1", "G"]])

            let document = try CatimaCSV.read(Data(text.utf8))

            expect(document.cards.rows.map(\.fields)).to(equal([row]))
        }
    }

    @Suite("when an archive entry's path is checked")
    struct Paths {
        @Test(
            "refuses one outside the archive",
            arguments: ["../x", "a/../../x", "/etc/passwd", "\\x", "C:x", "a\\..\\x", ""])
        func outside(path: String) {
            expect(CatimaFiles.isContained(path)).to(beFalse())
        }

        @Test("accepts one inside it", arguments: ["catima.csv", "export/catima.csv", "a..b/c"])
        func inside(path: String) {
            expect(CatimaFiles.isContained(path)).to(beTrue())
        }
    }

    @Suite("when an image's name is read")
    struct ImageNames {
        @Test("takes apart card_<id>_<side>.png")
        func parts() {
            expect(CatimaImageName("card_12_back.png")).to(equal(CatimaImageName(id: "12", kind: .back)))
        }

        @Test(
            "passes over other names", arguments: ["card__front.png", "card_1_side.png", "card_x_front.png", "a.png"])
        func others(name: String) {
            expect(CatimaImageName(name)).to(beNil())
        }
    }
}
