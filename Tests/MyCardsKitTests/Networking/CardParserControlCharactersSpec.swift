import Foundation
import MyCardsKit
import Nimble
import Testing

/// Regression: names from the backend kept BEL, ESC, tab and newline, which were invisible in the name field and
/// made the cursor seem stuck.
@Suite("CardParser with control characters")
struct CardParserControlCharactersSpec {
    private let parser = CardParser(photoReader: StubPhotoReader(refused: []))

    private func parse(name: String, identifier: String = "A") throws -> ParsedCards {
        let card: [String: String] = ["identifier": identifier, "name": name]
        return try parser.parse(try JSONSerialization.data(withJSONObject: [card]))
    }

    @Suite("when a name holds them")
    struct InName {
        private let spec = CardParserControlCharactersSpec()

        @Test("turns a tab, a newline and a carriage return into spaces")
        func spacesWhiteSpaceControls() throws {
            let parsed = try spec.parse(name: "Coffee\tClub\nGold\rCard")

            expect(parsed.cards.map(\.name)).to(equal(["Coffee Club Gold Card"]))
        }

        @Test("removes BEL, ESC, DEL and C1 controls")
        func removesOtherControls() throws {
            let parsed = try spec.parse(name: "Caf\u{07}é\u{1B}[31m Au\u{7F}ro\u{9B}ra")

            expect(parsed.cards.map(\.name)).to(equal(["Café[31m Aurora"]))
        }

        @Test("keeps wide characters and emoji")
        func keepsText() throws {
            let parsed = try spec.parse(name: "北京 Tea House ☕️")

            expect(parsed.cards.map(\.name)).to(equal(["北京 Tea House ☕️"]))
        }

        @Test("skips a card whose name is nothing but control characters")
        func skipsEmptyName() throws {
            let parsed = try spec.parse(name: "\u{07}\u{1B}\t")

            expect(parsed.cards).to(beEmpty())
            expect(parsed.skipped.map(\.reason)).to(equal(["name is empty"]))
        }
    }

    @Suite("when an identifier holds them")
    struct InIdentifier {
        @Test("skips the card and says why")
        func skipsCard() throws {
            let parsed = try CardParserControlCharactersSpec().parse(name: "Bakery", identifier: "A\u{0}/../x")

            expect(parsed.cards).to(beEmpty())
            expect(parsed.skipped.map(\.reason)).to(equal(["identifier has control characters"]))
        }
    }
}
