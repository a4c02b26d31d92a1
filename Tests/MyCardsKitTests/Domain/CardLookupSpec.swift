import MyCardsKit
import Nimble
import Testing

@Suite("CardLookup")
struct CardLookupSpec {
    static let cards = [
        CardSummary(identifier: "3", name: "Green Grocer"),
        CardSummary(identifier: "1", name: "Café Aurora Roastery"),
        CardSummary(identifier: "2", name: "café aurora"),
        CardSummary(identifier: "4", name: "Aurora Books"),
    ]

    @Suite("when a name equals the query ignoring case")
    struct Exact {
        @Test("picks that card even when another name contains the query earlier in the list")
        func exactBeatsContains() {
            let match = CardLookup.bestMatch(for: "CAFÉ AURORA", in: CardLookupSpec.cards)

            expect(match?.identifier).to(equal("2"))
        }

        @Test("ignores whitespace around the query")
        func trimsQuery() {
            let match = CardLookup.bestMatch(for: "  green grocer\n", in: CardLookupSpec.cards)

            expect(match?.identifier).to(equal("3"))
        }

        @Test("ignores whitespace beyond ASCII around a stored name and the query")
        func trimsUnicodeWhitespace() {
            let cards = [
                CardSummary(identifier: "1", name: "Green Grocer Market"),
                CardSummary(identifier: "2", name: "\u{00A0}Green Grocer\u{2003}"),
            ]

            let match = CardLookup.bestMatch(for: "\u{3000}green grocer", in: cards)

            expect(match?.identifier).to(equal("2"))
        }
    }

    @Suite("when names only contain the query")
    struct Contains {
        @Test("picks the first of them in the Cards screen's order")
        func firstInDisplayOrder() {
            let match = CardLookup.bestMatch(for: "CAFÉ", in: CardLookupSpec.cards)

            expect(match?.identifier).to(equal("2"))
        }

        @Test("picks the first containing card by name order, not by store order")
        func containsByNameOrder() {
            let match = CardLookup.bestMatch(for: "ro", in: CardLookupSpec.cards)

            expect(match?.identifier).to(equal("4"))
        }
    }

    @Suite("when nothing matches")
    struct NoMatch {
        @Test("gives nil")
        func none() {
            expect(CardLookup.bestMatch(for: "Bakery", in: CardLookupSpec.cards)).to(beNil())
        }

        @Test("gives nil for a blank query rather than any card")
        func blank() {
            expect(CardLookup.bestMatch(for: "  ", in: CardLookupSpec.cards)).to(beNil())
        }
    }
}
