import Foundation
import Nimble
import Testing

@testable import MyCardsKit

@Suite("A zip entry's deflated stream")
struct ZipLayoutSpec {
    /// A raw deflate stream of `text`: one final stored block.
    static func stored(_ text: String) -> Data {
        let bytes = Array(text.utf8)
        let length = UInt16(bytes.count)
        return Data([0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)])
            + bytes
    }

    @Test("ends inside its bytes, and says what it inflates to")
    func ends() {
        expect(ZipLayout.inflation(of: Self.stored("catima"), limit: 100)).to(equal(.ends(size: 6)))
    }

    @Test("is too large as soon as more than the limit comes out")
    func tooLarge() {
        expect(ZipLayout.inflation(of: Self.stored("catima"), limit: 5)).to(equal(.tooLarge))
    }

    @Test("is damaged when its bytes run out before its end")
    func cutShort() {
        expect(ZipLayout.inflation(of: Self.stored("catima").dropLast(2), limit: 100)).to(equal(.damaged))
    }

    @Test("is damaged when it is not deflate at all")
    func garbage() {
        expect(ZipLayout.inflation(of: Data([0xFF, 0xFF, 0xFF]), limit: 100)).to(equal(.damaged))
    }

    @Test("lies where the archive's local header says, for each entry in order")
    func layout() throws {
        let archive = try Data(contentsOf: CatimaFixtures.url(CatimaFixtures.fullZip))

        let layout = try #require(ZipLayout(archive))

        expect(layout.entries.count).to(equal(6))
        expect(layout.entries.map(\.method)).to(equal(Array(repeating: 8, count: 6)))
        expect(layout.entries.first?.data.lowerBound).to(equal(30 + "catima.csv".utf8.count))
    }

    @Test("is not found in an archive cut short")
    func cutArchive() throws {
        let archive = try Data(contentsOf: CatimaFixtures.url(CatimaFixtures.fullZip))

        expect(ZipLayout(archive.dropLast(30))).to(beNil())
    }
}
