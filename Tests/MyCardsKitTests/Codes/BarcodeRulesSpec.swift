import MyCardsKit
import Nimble
import Testing

@Suite("Barcode rules")
struct BarcodeRulesSpec {
    @Suite("when a number is checked against a symbology")
    struct Refusals {
        @Test(
            "says in a sentence what the symbology needs",
            arguments: [
                (Barcode.ean13, "59012341234", "EAN-13 needs 12 or 13 digits"),
                (.ean13, "590123412345A", "EAN-13 needs 12 or 13 digits"),
                (.ean8, "123456", "EAN-8 needs 7 or 8 digits"),
                (.upcA, "0360002914", "UPC-A needs 11 or 12 digits"),
                (.upcE, "21234565", "UPC-E needs 7 or 8 digits starting with 0 or 1"),
                (.itf, "1234567", "ITF needs an even number of digits, at least 6"),
                (.itf, "1234", "ITF needs an even number of digits, at least 6"),
                (.code39, "card 42", "Code 39 takes capital letters, digits, spaces and - . $ / + %"),
                (.codabar, "12X34", "Codabar takes digits and - $ : / . +, between optional A–D"),
                (.code128, "Café", "Code 128 takes plain ASCII characters only"),
                (.qrCode, "", "QR needs 1 to 300 bytes"),
            ])
        func refuses(barcode: Barcode, number: String, reason: String) {
            expect(barcode.reasonRefusing(number)).to(equal(reason))
        }

        @Test("names the check digit a retail code should end with")
        func namesCheckDigit() {
            expect(Barcode.ean13.reasonRefusing("5901234123458")).to(
                equal("The last digit of this EAN-13 should be 7"))
        }

        @Test(
            "accepts what each can carry, a retail code with or without its check digit",
            arguments: [
                (Barcode.ean13, "590123412345"), (.ean13, "5901234123457"), (.ean8, "9638507"), (.upcA, "03600029145"),
                (.upcE, "0123456"), (.codabar, "A123456B"), (.code39, "CARD-42 $"), (.qrCode, "Café ☕ 42"),
            ])
        func accepts(barcode: Barcode, number: String) {
            expect(barcode.reasonRefusing(number)).to(beNil())
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
