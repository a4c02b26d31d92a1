import Foundation
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsKit

/// Every refusal leaves the store exactly as it was: each test imports into a store holding one card and compares.
@Suite("A Catima import of bad input")
@MainActor
struct CatimaBadInputSpec {
    typealias Fixtures = CatimaFixtures

    /// Imports `file(folder)` into a store holding `Fixtures.aurora`; answers the error and whether the store's
    /// cards stayed as they were.
    static func refusal(
        limits: CatimaLimits = .standard, _ file: (URL) throws -> URL
    ) throws -> (error: CatimaError?, unchanged: Bool) {
        var result: (CatimaError?, Bool) = (nil, false)
        try PersistenceFixtures.withTemporaryFolder { folder in
            let store = try Fixtures.store(in: folder, holding: [Fixtures.aurora])
            let before = try Fixtures.cards(in: store)
            let input = try file(folder)

            let error = thrown(CatimaError.self) {
                try CatimaImporter(limits: limits).importFile(at: input, into: store)
            }

            result = (error, try Fixtures.cards(in: store) == before)
        }
        return result
    }

    static let header = CatimaCSV.cardColumns.joined(separator: ",")
    static let oneCard = "2\n\n_id\n\n\(header)\n1,Shop,,,,0,,123,,,,,0,0,0\n\ncardId,groupId\n"

    @Test("refuses a file that is neither a zip nor a CSV")
    func neither() throws {
        let result = try Self.refusal { folder in
            let url = folder.appendingPathComponent("photo.png")
            try ImageFixtures.png().write(to: url)
            return url
        }

        expect(result.error?.description).to(endWith("photo.png is neither a Catima export (.zip) nor a catima.csv"))
        expect(result.unchanged).to(beTrue())
    }

    @Test("refuses a text file that is not a Catima export")
    func otherText() throws {
        let result = try Self.refusal { folder in try Fixtures.file("name,phone\nBob,123\n", in: folder) }

        expect(result.error?.description).to(endWith("catima.csv is neither a Catima export (.zip) nor a catima.csv"))
        expect(result.unchanged).to(beTrue())
    }

    @Test("refuses a version 1 export, naming both versions")
    func versionOne() throws {
        let result = try Self.refusal { _ in try Fixtures.url(Fixtures.versionOneCSV) }

        expect(result.error?.description).to(equal("This is a Catima export of version 1; My Cards reads version 2"))
        expect(result.unchanged).to(beTrue())
    }

    @Test("refuses a version it does not know")
    func versionThree() throws {
        let result = try Self.refusal { folder in
            try Fixtures.file(Self.oneCard.replacingOccurrences(of: "2\n", with: "3\n", options: .anchored), in: folder)
        }

        expect(result.error).to(equal(.unsupportedVersion("3")))
        expect(result.unchanged).to(beTrue())
    }

    @Test("refuses a card image that does not decode, naming the file and the card")
    func badImage() throws {
        let result = try Self.refusal { folder in
            try Fixtures.zip(
                [("catima.csv", Data(Self.oneCard.utf8)), ("card_1_front.png", Data("not a picture".utf8))],
                in: folder)
        }

        expect(result.error?.description).to(
            equal("The image card_1_front.png of “Shop” cannot be used: not a PNG or JPEG image"))
        expect(result.unchanged).to(beTrue())
    }

    @Test("refuses an entry whose path climbs out of the archive")
    func climbsOut() throws {
        let result = try Self.refusal { folder in
            try Fixtures.zip([("catima.csv", Data(Self.oneCard.utf8)), ("../x", Data("x".utf8))], in: folder)
        }

        expect(result.error).to(equal(.unsafeEntry(path: "../x")))
        expect(result.unchanged).to(beTrue())
    }

    @Test("refuses an entry with an absolute path")
    func absolutePath() throws {
        let result = try Self.refusal { folder in
            try Fixtures.zip([("/tmp/catima.csv", Data(Self.oneCard.utf8))], in: folder)
        }

        expect(result.error).to(equal(.unsafeEntry(path: "/tmp/catima.csv")))
        expect(result.unchanged).to(beTrue())
    }

    @Test("stops reading an entry that inflates past the cap, by the bytes inflated")
    func zipBomb() throws {
        let limits = CatimaLimits(entryBytes: 10_000, totalBytes: 100_000)
        var compressed = 0
        let result = try Self.refusal(limits: limits) { folder in
            let bomb = Data(Self.oneCard.utf8) + Data(repeating: 0x20, count: 1_000_000)
            let url = try Fixtures.zip([("catima.csv", bomb)], in: folder)
            compressed = try Data(contentsOf: url).count
            return url
        }

        expect(compressed).to(beLessThan(10_000))
        expect(result.error).to(equal(.entryTooLarge(name: "catima.csv", limit: 10_000)))
        expect(result.unchanged).to(beTrue())
    }

    @Test("stops reading a stored entry past the cap too, by the bytes read")
    func storedEntry() throws {
        let limits = CatimaLimits(entryBytes: 10_000, totalBytes: 100_000)
        let result = try Self.refusal(limits: limits) { folder in
            let large = Data(Self.oneCard.utf8) + Data(repeating: 0x20, count: 20_000)
            return try Fixtures.zip([("catima.csv", large)], in: folder, compression: .none)
        }

        expect(result.error).to(equal(.entryTooLarge(name: "catima.csv", limit: 10_000)))
        expect(result.unchanged).to(beTrue())
    }

    @Test("refuses an archive holding catima.csv twice")
    func twoCSVs() throws {
        let result = try Self.refusal { folder in
            try Fixtures.zip(
                [("catima.csv", Data(Self.oneCard.utf8)), ("copy/catima.csv", Data(Self.oneCard.utf8))], in: folder)
        }

        expect(result.error).to(equal(.duplicateEntry(name: "catima.csv")))
        expect(result.unchanged).to(beTrue())
    }

    @Test("stops reading when the entries together inflate past the cap")
    func totalCap() throws {
        let limits = CatimaLimits(entryBytes: 10_000, totalBytes: 12_000)
        let result = try Self.refusal(limits: limits) { folder in
            let image = Data(repeating: 0, count: 8_000)
            return try Fixtures.zip(
                [("catima.csv", Data(Self.oneCard.utf8)), ("card_1_front.png", image), ("card_1_back.png", image)],
                in: folder)
        }

        expect(result.error).to(equal(.archiveTooLarge(limit: 12_000)))
        expect(result.unchanged).to(beTrue())
    }

    @Test("refuses a bare CSV larger than the cap")
    func largeCSV() throws {
        let result = try Self.refusal(limits: CatimaLimits(entryBytes: 50, totalBytes: 100)) { folder in
            try Fixtures.file(Self.oneCard, in: folder)
        }

        expect(result.error).to(equal(.entryTooLarge(name: "catima.csv", limit: 50)))
        expect(result.unchanged).to(beTrue())
    }

    @Test("refuses an entry whose deflated stream runs on past the end of the archive, without hanging")
    func endlessStream() throws {
        let result = try Self.refusal { folder in
            let url = try Fixtures.zip([("catima.csv", Data(Self.oneCard.utf8))], in: folder)
            var bytes = try Data(contentsOf: url)
            // A stored block that claims 65,535 bytes: more than the rest of the file holds.
            let compressed = Int(bytes[18]) | Int(bytes[19]) << 8
            let start = 30 + "catima.csv".utf8.count
            bytes.replaceSubrange(
                start..<start + compressed,
                with: [0x00, 0xFF, 0xFF, 0x00, 0x00] + [UInt8](repeating: 0x79, count: compressed - 5))
            try bytes.write(to: url)
            return url
        }

        expect(result.error).to(equal(.damagedEntry(name: "catima.csv")))
        expect(result.unchanged).to(beTrue())
    }

    @Test("refuses an archive whose records disagree on an entry's bytes, without hanging (a fuzzer's input)")
    func disagreeingRecords() throws {
        let result = try Self.refusal { _ in try Fixtures.url(Fixtures.fuzzedRecordsZip) }

        expect(result.error).to(equal(.damagedEntry(name: "catima.csv")))
        expect(result.unchanged).to(beTrue())
    }

    @Test("refuses an archive without catima.csv")
    func noCSV() throws {
        let result = try Self.refusal { folder in
            try Fixtures.zip([("card_1_front.png", ImageFixtures.png())], in: folder)
        }

        expect(result.error).to(equal(.noCSV))
        expect(result.unchanged).to(beTrue())
    }

    @Test("refuses a damaged archive")
    func damagedArchive() throws {
        let result = try Self.refusal { folder in
            let url = folder.appendingPathComponent("cut.zip")
            let whole = try Fixtures.data(Fixtures.fullZip)
            try whole.prefix(whole.count / 2).write(to: url)
            return url
        }

        expect(result.error?.description).to(endWith("cut.zip is a damaged zip archive"))
        expect(result.unchanged).to(beTrue())
    }

    @Test("refuses a file that is not there")
    func missing() throws {
        let result = try Self.refusal { folder in folder.appendingPathComponent("nowhere.zip") }

        expect(result.error?.description).to(contain("there is no such file"))
        expect(result.unchanged).to(beTrue())
    }

    @Test("creates no store when the file is refused")
    func noStoreCreated() throws {
        try PersistenceFixtures.withTemporaryFolder { folder in
            let store = folder.appendingPathComponent("new/cards.sqlite")

            _ = thrown(CatimaError.self) {
                try CatimaImporter().importFile(at: Fixtures.url(Fixtures.versionOneCSV), into: store)
            }

            expect(FileManager.default.fileExists(atPath: store.path)).to(beFalse())
        }
    }
}
