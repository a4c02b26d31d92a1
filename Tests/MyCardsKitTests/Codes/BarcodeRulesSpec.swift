import MyCardsKit
import Nimble
import Testing

@Suite("Barcode rules")
struct BarcodeRulesSpec {
    @Suite("when a number is checked against a symbology")
    struct Refusals {
        @Test(
            "refuses what the symbology does not carry: a length, a character, a first digit, a size",
            arguments: [
                (Barcode.ean13, "59012341234"), (.ean13, "590123412345A"), (.ean8, "123456"), (.upcA, "0360002914"),
                (.upcE, "21234565"), (.itf, "1234567"), (.itf, "1234"), (.code39, "card 42"), (.codabar, "12X34"),
                (.codabar, "AB"), (.codabar, "a123b"), (.code128, "Café"), (.code93, "line\nbreak"), (.qrCode, ""),
                (.aztec, String(repeating: "é", count: 151)),
            ])
        func refuses(barcode: Barcode, number: String) {
            expect(barcode.refusal(of: number)).to(equal(.notCarried(by: barcode)))
        }

        @Test("names the check digit a retail code should end with")
        func namesCheckDigit() {
            expect(Barcode.ean13.refusal(of: "5901234123458")).to(equal(.wrongCheckDigit(of: .ean13, expected: "7")))
        }

        @Test("checks the check digit only of a number that has one", arguments: [(Barcode.ean8, "96385075")])
        func checksFullLengthOnly(barcode: Barcode, number: String) {
            expect(barcode.refusal(of: number)).to(equal(.wrongCheckDigit(of: barcode, expected: "4")))
            expect(barcode.refusal(of: String(number.dropLast()))).to(beNil())
        }

        @Test(
            "accepts what each can carry, a retail code with or without its check digit",
            arguments: [
                (Barcode.ean13, "590123412345"), (.ean13, "5901234123457"), (.ean8, "9638507"), (.upcA, "03600029145"),
                (.upcE, "0123456"), (.codabar, "A123456B"), (.code39, "CARD-42 $"), (.qrCode, "Café ☕ 42"),
                (.aztec, String(repeating: "é", count: 150)),
            ])
        func accepts(barcode: Barcode, number: String) {
            expect(barcode.refusal(of: number)).to(beNil())
        }
    }

    @Suite("when a number's symbology is guessed")
    struct Guessing {
        @Test(
            "picks a retail code from the digits and the check digit, else Code 128 for plain text, else QR",
            arguments: [
                ("5901234123457", Barcode.ean13), ("036000291452", .upcA), ("96385074", .ean8),
                ("5901234123458", .code128), ("MYCARDS-12345", .code128), ("Café ☕ 42", .qrCode),
                (String(repeating: "7", count: 41), .qrCode),
            ])
        func guesses(number: String, barcode: Barcode) {
            expect(Barcode.guess(from: number)).to(equal(barcode))
        }
    }

    @Test("spells every symbology as Catima stores it and names it as a person reads it")
    func names() {
        expect(Barcode.allCases.count).to(equal(13))
        expect(Barcode(rawValue: "QR_CODE")).to(equal(.qrCode))
        expect(Barcode.pdf417.displayName).to(equal("PDF417"))
        expect(Barcode.allCases.filter { !$0.isLinear }).to(equal([.qrCode, .pdf417, .aztec, .dataMatrix]))
    }
}
