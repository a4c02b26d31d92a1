import Foundation
import MyCardsKit
import Nimble
import Testing

@Suite("Card")
struct CardSpec {
    private let photo = Photo(data: Data([1, 2, 3]), format: .png, size: PixelSize(width: 1, height: 1))

    private func completeCard() -> Card {
        Card(identifier: "6CD41BC5-1E8F-4947-BE27-B3A024DAFE47", name: "swifting.io", front: photo, back: photo)
    }

    @Suite("when it has an identifier, a name and both photos")
    struct Complete {
        @Test("is valid")
        func isValid() {
            let card = CardSpec().completeCard()

            expect(card.isValid).to(beTrue())
        }
    }

    @Suite("when a part is missing")
    struct Incomplete {
        @Test(
            "is not valid",
            arguments: [
                "empty identifier", "empty name", "blank name", "no front", "no back",
            ])
        func isNotValid(missing: String) {
            let complete = CardSpec().completeCard()
            var card = complete
            switch missing {
            case "empty identifier":
                card = Card(identifier: "", name: complete.name, front: card.front, back: card.back)
            case "empty name": card.name = ""
            case "blank name": card.name = " \t\n "
            case "no front": card.front = nil
            default: card.back = nil
            }

            expect(card.isValid).to(beFalse())
        }
    }

    @Suite("when sides are set through the subscript")
    struct Sides {
        @Test("writes the photo of that side only")
        func writesOneSide() {
            var card = Card(identifier: "1", name: "A")

            card[.back] = CardSpec().photo

            expect(card.back).to(equal(CardSpec().photo))
            expect(card.front).to(beNil())
        }
    }

    @Suite("when its name is trimmed for display")
    struct TrimmedName {
        @Test("trims as Foundation does for every ASCII character at either end")
        func matchesFoundationForASCII() {
            let names = (0..<128).map { code in
                let edge = String(UnicodeScalar(UInt8(code)))
                return "\(edge)Café \(edge)"
            }

            let trimmed = names.map { Card(identifier: "A", name: $0).trimmedName }

            expect(trimmed).to(equal(names.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }))
        }

        @Test("trims whitespace beyond ASCII, such as a no-break space")
        func trimsUnicodeWhitespace() {
            expect(Card(identifier: "A", name: "\u{00A0}Café\u{2028}").trimmedName).to(equal("Café"))
        }
    }

    @Suite("when it carries Catima's fields")
    struct CatimaFields {
        @Test("gives them back as set, and a copy changed keeps the original's")
        func valueSemantics() {
            var original = Card(identifier: "A", name: "A", catima: CatimaExtras(id: "7", note: "first"))
            var copy = original

            copy.catima?.note = "second"
            original.catima?.groups.append("Food")

            expect(original.catima).to(equal(CatimaExtras(id: "7", note: "first", groups: ["Food"])))
            expect(copy.catima).to(equal(CatimaExtras(id: "7", note: "second")))
            expect(copy).toNot(equal(original))
        }

        @Test("keeps them out of line, so a card without them stays small in a list of 10,000")
        func size() {
            let stride = MemoryLayout<Card>.stride

            expect(stride).to(beLessThanOrEqualTo(160))
        }
    }

    @Suite("when it is asked whether it has a number")
    struct HasNumber {
        @Test("answers as Foundation's trimming of whitespace does for every ASCII character, alone or padded")
        func matchesFoundationForASCII() {
            let numbers = (0..<128).flatMap { code in
                let character = String(UnicodeScalar(UInt8(code)))
                return [character, " \(character)\t", "\u{00A0}\(character)\u{2003}"]
            }

            let answers = numbers.map { Card(identifier: "A", name: "A", number: $0).hasNumber }

            expect(answers).to(equal(numbers.map { !$0.trimmingCharacters(in: .whitespaces).isEmpty }))
        }

        @Test("has none when the number is missing, empty or only whitespace beyond ASCII")
        func blankNumbers() {
            let numbers: [String?] = [nil, "", " \t ", "\u{00A0}\u{2003}\u{3000}"]

            let answers = numbers.map { Card(identifier: "A", name: "A", number: $0).hasNumber }

            expect(answers).to(equal([false, false, false, false]))
        }
    }

    @Suite("when cards are put in display order")
    struct Ordering {
        @Test("sorts by name ignoring case, then by identifier")
        func sortsByNameThenIdentifier() {
            let cards = [
                Card(identifier: "3", name: "beta"), Card(identifier: "2", name: "Alpha"),
                Card(identifier: "1", name: "alpha"), Card(identifier: "0", name: " Zulu"),
            ]

            let sorted = cards.sorted(by: Card.displayOrder).map(\.identifier)

            expect(sorted).to(equal(["1", "2", "3", "0"]))
        }

        @Test("puts favourites first, each group in name order")
        func putsFavouritesFirst() {
            let cards = [
                Card(identifier: "1", name: "Alpha"), Card(identifier: "2", name: "Zulu", isFavourite: true),
                Card(identifier: "3", name: "Beta", isFavourite: true),
            ]

            let sorted = cards.sorted(by: Card.displayOrder).map(\.identifier)

            expect(sorted).to(equal(["3", "2", "1"]))
        }
    }

    @Suite("when cards are compared")
    struct Equality {
        @Test("tells a favourite from the same card unmarked, as the user sees the star")
        func favouriteCounts() {
            let card = Card(identifier: "1", name: "A")
            var marked = card
            marked.isFavourite = true

            expect(marked).toNot(equal(card))
        }
    }

    @Suite("when a new card is made")
    struct NewCard {
        @Test("has a UUID identifier and nothing else")
        func startsEmpty() {
            let card = Card.new()

            expect(UUID(uuidString: card.identifier)).toNot(beNil())
            expect(card.name).to(beEmpty())
            expect(card.front).to(beNil())
        }
    }
}
