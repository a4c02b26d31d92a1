import MyCardsKit
import Nimble
import Testing

/// The form's rules on `Card`, which every architecture's form follows (Card+Editing.swift).
@Suite("Card, as a form edits it")
struct CardEditingSpec {
    @Suite("when a number is typed")
    struct TypedNumber {
        @Test("keeps what was typed, spaces included")
        func keepsText() {
            var card = Card(identifier: "1", name: "A")

            card.setNumber(typed: " 42 ")

            expect(card.number).to(equal(" 42 "))
        }

        @Test("has no number once the field is emptied, as a card that never had one")
        func emptiedIsNone() {
            let original = Card(identifier: "1", name: "A")
            var card = original
            card.setNumber(typed: "42")

            card.setNumber(typed: "")

            expect(card.number).to(beNil())
            expect(card).to(equal(original))
        }
    }

    @Suite("when it is prepared for saving")
    struct PreparedForSaving {
        @Test("trims the name's surrounding whitespace and newlines")
        func trimsName() {
            let card = Card(identifier: "1", name: "\n Tesco Clubcard \t")

            expect(card.preparedForSaving().name).to(equal("Tesco Clubcard"))
        }

        @Test("trims the number's surrounding whitespace too, and a number of spaces alone is none (issue 33)")
        func trimsNumber() {
            let card = Card(identifier: "1", name: "Tesco", number: " 5901234123457 ")

            expect(card.preparedForSaving().number).to(equal("5901234123457"))
            expect(Card(identifier: "1", name: "Tesco", number: "   ").preparedForSaving().number).to(beNil())
        }

        @Test("keeps everything else, the revision included")
        func keepsTheRest() {
            let card = Card(
                identifier: "1", name: "Tesco", number: "42", barcode: .code128, isFavourite: true, revision: 3)

            let saved = card.preparedForSaving()

            expect(saved).to(equal(card))
            expect(saved.revision).to(equal(3))
        }
    }

    @Suite("when a favourite mark is answered while it is edited")
    struct AdoptedMark {
        @Test("takes the stored mark and revision and keeps what was typed")
        func takesMarkAndRevision() {
            var draft = Card(identifier: "1", name: "Typed", number: "99", revision: 2)
            let stored = Card(identifier: "1", name: "Stored", isFavourite: true, revision: 5)

            draft.adoptMarkAndRevision(of: stored)

            expect(draft).to(equal(Card(identifier: "1", name: "Typed", number: "99", isFavourite: true)))
            expect(draft.revision).to(equal(5))
        }

        @Test("takes an unmarking too")
        func takesUnmarking() {
            var draft = Card(identifier: "1", name: "A", isFavourite: true, revision: 2)

            draft.adoptMarkAndRevision(of: Card(identifier: "1", name: "A", revision: 3))

            expect(draft.isFavourite).to(beFalse())
        }
    }
}
