import Foundation
import GRDB
import Nimble
import Testing

@testable import MyCardsKit

/// `CardRecord.init(row:)` reads the columns in one pass; it must still find them as GRDB's lookup by name did.
@Suite("CardRecord read from a row")
struct CardRecordRowSpec {
    @Test("matches column names written in another case")
    func matchesOtherCase() throws {
        let row = Row(["IDENTIFIER": "x", "Name": "Alpha", "FRONTWIDTH": nil, "Revision": 7])

        let record = try CardRecord(row: row)

        expect(record.identifier).to(equal("x"))
        expect(record.name).to(equal("Alpha"))
        expect(record.revision).to(equal(7))
    }

    @Test("reads a row from before the upload flag and revisions as not pending, revision 0")
    func readsOldRow() throws {
        let record = try CardRecord(row: Row(["identifier": "x", "name": "Alpha", "unknown": 1]))

        expect(record.isPendingUpload).to(beFalse())
        expect(record.revision).to(equal(0))
    }
}
