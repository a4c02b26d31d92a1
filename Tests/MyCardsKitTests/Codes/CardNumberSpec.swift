import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsKit

/// A card's number and barcode (Docs/Codes.md) through the domain, the store and the wire format.
@Suite("A card's number")
struct CardNumberSpec {
    static let numbered = Card(identifier: "N", name: "Tesco", number: "5901234123457", barcode: .ean13)

    @Suite("when a card is checked before saving")
    struct Validity {
        @Test("is enough without photos")
        func numberIsEnough() {
            expect(CardNumberSpec.numbered.isValid).to(beTrue())
        }

        @Test("does not count when it is only spaces")
        func blankNumber() {
            let card = Card(identifier: "N", name: "Tesco", number: "   ")

            expect(card.isValid).to(beFalse())
        }

        @Test("leaves a card with neither a number nor both photos invalid")
        func neither() {
            let card = Card(identifier: "N", name: "Tesco", front: Samples.photo())

            expect(card.isValid).to(beFalse())
        }

        @Test("gives no reason to refuse a card that can be saved")
        func noReason() {
            expect(CardNumberSpec.numbered.invalidReason).to(beNil())
        }

        @Test("gives the rule as the reason for a card with neither a number nor both photos")
        func ruleReason() {
            let card = Card(identifier: "N", name: "Tesco")

            expect(card.invalidReason).to(equal(.incomplete))
        }

        @Test("gives the rule, not the number's refusal, for a card without a name and with a refused number")
        func ruleBeforeNumber() {
            let card = Card(identifier: "N", name: "  ", number: "12345", barcode: .ean13)

            expect(card.invalidReason).to(equal(.incomplete))
        }

        @Test("gives the rule for a number of spaces alone, however its barcode would refuse it")
        func blankNumberReason() {
            let card = Card(identifier: "N", name: "Tesco", number: "   ", barcode: .ean13)

            expect(card.invalidReason).to(equal(.incomplete))
        }

        @Test("gives no reason for a number of spaces beside both photos: the card has no number to draw")
        func blankNumberWithPhotos() {
            let card = Card(
                identifier: "N", name: "Tesco", front: Samples.photo(), back: Samples.photo(), number: " ",
                barcode: .ean13)

            expect(card.invalidReason).to(beNil())
        }

        @Test("gives what the number lacks for its barcode as the reason")
        func barcodeReason() {
            let card = Card(identifier: "N", name: "Tesco", number: "12345", barcode: .ean13)

            expect(card.invalidReason).to(equal(.numberRefused(.notCarried(by: .ean13))))
        }

        @Test("gives a wrong check digit as the reason, with the digit expected")
        func checkDigitReason() {
            let card = Card(identifier: "N", name: "Tesco", number: "5901234123458", barcode: .ean13)

            expect(card.invalidReason).to(equal(.numberRefused(.wrongCheckDigit(of: .ean13, expected: "7"))))
        }

        @Test("checks a number without a barcode against the one it is guessed to have")
        func guessedReason() {
            let card = Card(identifier: "N", name: "Tesco", number: String(repeating: "x", count: 301))

            expect(card.invalidReason).to(equal(.numberRefused(.notCarried(by: .qrCode))))
        }

        @Test("refuses a number longer than its barcode holds, in words of its own rather than libzint's")
        func tooLongReason() {
            let card = Card(
                identifier: "N", name: "Tesco", number: String(repeating: "A", count: 200), barcode: .code128)

            expect(card.invalidReason).to(
                equal(.numberNotDrawn(.tooLong(.code128, detail: "Error 340: Input too long (160 character maximum)"))))
        }

        @Test("judges a number without the spaces around it, as it is stored")
        func trimmedReason() {
            let card = Card(identifier: "N", name: "Tesco", number: " 5901234123457 ", barcode: .ean13)

            expect(card.invalidReason).to(beNil())
            expect(card.trimmedNumber).to(equal("5901234123457"))
        }

        @Test("guesses a number's barcode without the spaces around it")
        func trimmedGuess() {
            expect(Barcode.guess(from: " 5901234123457 ")).to(equal(.ean13))
        }

        @Test("makes cards that differ only in number or barcode unequal")
        func equality() {
            var other = CardNumberSpec.numbered
            other.barcode = .code128

            expect(other).toNot(equal(CardNumberSpec.numbered))
        }
    }

    @Suite("when stored")
    @MainActor
    struct Stored {
        @Test("comes back from the store with its barcode")
        func storeRoundTrip() async throws {
            let database = try CardDatabase.inMemory()
            let worker = PersistenceFixtures.worker(on: database)
            try await worker.upsert([CardNumberSpec.numbered])

            let cards = try await worker.get(.all)

            expect(cards).to(equal([CardNumberSpec.numbered]))
        }

        @Test("refuses a stored barcode this version does not know, as a read error")
        func unknownBarcode() {
            var record = CardRecord(CardNumberSpec.numbered)
            record.barcode = "MAXICODE"

            expect { try record.card() }.to(throwError())
        }

        @Test("counts as a differing part when a download changed it")
        func differingPart() {
            var changed = CardRecord(CardNumberSpec.numbered)
            changed.number = "96385074"

            expect(changed.differingParts(from: CardRecord(CardNumberSpec.numbered))).to(equal(.number))
        }
    }

    @Suite("when sent or received")
    struct Wire {
        let parser = CardParser(photoReader: StubPhotoReader(refused: []))

        @Test("reads the number and the barcode in Catima's spelling")
        func reads() throws {
            let body = Data(#"[{"identifier":"N","name":"Tesco","number":"5901234123457","barcode":"EAN_13"}]"#.utf8)

            let parsed = try parser.parse(body)

            expect(parsed.cards).to(equal([CardNumberSpec.numbered]))
        }

        @Test("reads a card without them, as the original app wrote it, as having none")
        func readsOriginal() throws {
            let body = Data(#"[{"identifier":"A","name":"A","front":"","back":"","number":null}]"#.utf8)

            let parsed = try parser.parse(body)

            expect(parsed.cards.first?.number).to(beNil())
            expect(parsed.cards.first?.barcode).to(beNil())
        }

        @Test("skips a card with a barcode it does not know and says which")
        func skipsUnknownBarcode() throws {
            let body = Data(#"[{"identifier":"N","name":"Tesco","number":"1","barcode":"FOO"}]"#.utf8)

            let parsed = try parser.parse(body)

            expect(parsed.cards).to(beEmpty())
            expect(parsed.skipped.map(\.reason)).to(equal(["unknown barcode type FOO"]))
        }

        @Test("writes them when the card has them, and leaves the keys out when not")
        func writes() throws {
            let plain = Card(identifier: "A", name: "A")

            let text = String(decoding: try parser.data(from: [CardNumberSpec.numbered, plain]), as: UTF8.self)

            expect(text).to(contain(#""number":"5901234123457""#))
            expect(text).to(contain(#""barcode":"EAN_13""#))
            expect(text.components(separatedBy: "number").count).to(equal(2))
        }
    }
}
