import MyCardsDisplayData
import MyCardsKit
import Nimble
import Testing

/// The sentences for the domain's typed reasons about a card's number (Messages+Codes.swift).
@Suite("Messages about a card's number")
struct MessagesCodesSpec {
    @Test(
        "says in a sentence what each symbology carries",
        arguments: [
            (Barcode.ean13, "EAN-13 needs 12 or 13 digits"), (.ean8, "EAN-8 needs 7 or 8 digits"),
            (.upcA, "UPC-A needs 11 or 12 digits"), (.upcE, "UPC-E needs 7 or 8 digits starting with 0 or 1"),
            (.itf, "ITF needs an even number of digits, at least 6"),
            (.code39, "Code 39 takes capital letters, digits, spaces and - . $ / + %"),
            (.codabar, "Codabar takes digits and - $ : / . +, between optional A–D"),
            (.code128, "Code 128 takes plain ASCII characters only"),
            (.code93, "Code 93 takes plain ASCII characters only"), (.qrCode, "QR needs 1 to 300 bytes"),
            (.pdf417, "PDF417 needs 1 to 300 bytes"), (.aztec, "Aztec needs 1 to 300 bytes"),
            (.dataMatrix, "Data Matrix needs 1 to 300 bytes"),
        ])
    func saysRule(barcode: Barcode, sentence: String) {
        expect(Messages.refused(.notCarried(by: barcode))).to(equal(sentence))
    }

    @Test("names every symbology's rule")
    func everySymbology() {
        let sentences = Set(Barcode.allCases.map { Messages.refused(.notCarried(by: $0)) })

        expect(sentences.count).to(equal(Barcode.allCases.count))
    }

    @Test("names the check digit a retail code should end with")
    func namesCheckDigit() {
        expect(Messages.refused(.wrongCheckDigit(of: .upcA, expected: "2"))).to(
            equal("The last digit of this UPC-A should be 2"))
    }

    @Suite("when a form will not save")
    struct Invalid {
        @Test("gives the card's rule for an incomplete card")
        func incomplete() {
            expect(Messages.invalid(.incomplete)).to(equal("A card needs a name, and a number or both photos"))
            expect(Messages.invalid(.incomplete)).to(equal(Messages.invalidCard))
        }

        @Test("gives the number's refusal for a refused number")
        func numberRefused() {
            expect(Messages.invalid(.numberRefused(.wrongCheckDigit(of: .ean13, expected: "7")))).to(
                equal("The last digit of this EAN-13 should be 7"))
        }

        @Test("says what a card as the domain checks it lacks, end to end")
        func fromCard() {
            let card = Card(identifier: "N", name: "Tesco", number: "12345", barcode: .ean13)

            expect(card.invalidReason.map(Messages.invalid)).to(equal("EAN-13 needs 12 or 13 digits"))
        }
    }

    @Suite("when a number cannot be drawn")
    struct NotDrawn {
        @Test("gives the refusal when the rules refused it")
        func refused() {
            expect(Messages.notDrawn(.refused(.notCarried(by: .itf)))).to(
                equal("ITF needs an even number of digits, at least 6"))
        }

        @Test("names the symbology, never libzint's words, when libzint refused it")
        func notEncoded() {
            expect(Messages.notDrawn(.notEncoded(.code128, detail: "Error 340: Input too long"))).to(
                equal("Code 128 cannot carry this number"))
        }

        @Test("says a number is too long for its symbology, never in libzint's words")
        func tooLong() {
            let error = BarcodeError.tooLong(.code128, detail: "Error 340: Input too long (160 character maximum)")

            expect(Messages.notDrawn(error)).to(equal("This number is too long for Code 128"))
            expect(Messages.invalid(.numberNotDrawn(error))).to(equal("This number is too long for Code 128"))
        }
    }

    @Test("says which number was read from a photo, and in which symbology")
    func readMessage() {
        let found = ReadBarcode(number: "5901234123457", barcode: .ean13)

        expect(Messages.readFromPhoto(found)).to(equal("Read 5901234123457 (EAN-13) from the photo"))
    }
}
