import Foundation
import MyCardsKit
import Nimble
import Testing

@Suite("The original app's cards.json")
struct OriginalCardsFileSpec {
    private static func fixture() throws -> Data {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/original-card", withExtension: "json"))
        return try Data(contentsOf: url)
    }

    @Test("loads its one card with both 600×338 PNG photos")
    func loadsOriginalShape() throws {
        let parsed = try CardParser().parse(try Self.fixture())

        let card = try #require(parsed.cards.first)
        expect(parsed.cards.count).to(equal(1))
        expect(parsed.skipped).to(beEmpty())
        expect(card.identifier).to(equal("6CD41BC5-1E8F-4947-BE27-B3A024DAFE47"))
        expect(card.name).to(equal("swifting.io"))
        expect(card.front?.format).to(equal(.png))
        expect(card.front?.size).to(equal(PixelSize(width: 600, height: 338)))
        expect(card.back?.size).to(equal(PixelSize(width: 600, height: 338)))
        expect(card.isValid).to(beTrue())
    }

    @Test("writes it back byte-identical photos after a round trip")
    func roundTrips() throws {
        let parser = CardParser()
        let original = try parser.parse(try Self.fixture()).cards

        let again = try parser.parse(try parser.data(from: original)).cards

        expect(again).to(equal(original))
    }
}

@Suite("The repository's cards.json")
struct RepositoryCardsFileSpec {
    @Test("holds at least five valid cards with real photos, nothing skipped")
    func holdsFiveValidCards() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..")
        let data = try Data(contentsOf: root.appendingPathComponent("cards.json"))

        let parsed = try CardParser().parse(data)

        expect(parsed.cards.count).to(beGreaterThanOrEqualTo(5))
        expect(parsed.skipped).to(beEmpty())
        expect(parsed.cards.allSatisfy(\.isValid)).to(beTrue())
        expect(Set(parsed.cards.map(\.identifier)).count).to(equal(parsed.cards.count))
    }
}
