import MyCardsKit
import Nimble
import Testing

@Suite("An import's summary")
struct CatimaImportReportSpec {
    @Test("counts the new and the updated cards")
    func mixed() {
        let report = CatimaImportReport(added: 2, updated: 1)

        expect(report.summary).to(equal("3 cards imported (2 new, 1 updated)"))
    }

    @Test("says nothing changed when every card was stored as it is")
    func nothingChanged() {
        let report = CatimaImportReport(unchanged: 1)

        expect(report.summary).to(equal("Nothing changed: the card is stored as it is"))
    }

    @Test("still names the rows it skipped when nothing changed")
    func nothingChangedButSkipped() {
        let report = CatimaImportReport(
            unchanged: 2, skipped: [CatimaSkip(line: 7, reason: "unknown barcode type FOO")])

        expect(report.summary).to(
            equal("Nothing changed: the 2 cards are stored as they are; 1 skipped: line 7, unknown barcode type FOO"))
    }
}
