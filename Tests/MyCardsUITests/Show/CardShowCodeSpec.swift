import Foundation
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@Suite("CardShow --code")
struct CardShowCodeSpec {
    typealias StoreStub = CardShowSpec.StoreStub

    static let terminal = CardShow.Output(isTerminal: true, size: Size(width: 120, height: 36))

    static func show(_ card: Card, to output: CardShow.Output = terminal, width: Int? = nil) throws -> String {
        try CardShow().text(
            for: CardShow.Request(name: card.name, width: width, code: true), from: StoreStub(cards: [card]),
            to: output)
    }

    /// The printed rows without their colour sequences, as a terminal shows them.
    static func scanned(_ text: String) -> ReadBarcode? {
        let plain = text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        let picture = BarcodeSamples.rasterise(plain.split(separator: "\n").map(String.init))
        return BarcodeReader.read(grey: picture.grey, width: picture.width, height: picture.height)
    }

    @Test("prints every symbology's sample so that a scanner reads it at 120 columns", arguments: Barcode.samples)
    func scans(barcode: Barcode, number: String) throws {
        let card = Card(identifier: "C", name: "Card", number: number, barcode: barcode)

        let text = try Self.show(card)

        expect(Self.scanned(text)).to(equal(ReadBarcode(number: number, barcode: barcode)))
    }

    @Test("draws black on white and ends with the number and its symbology")
    func colours() throws {
        let card = Card(identifier: "C", name: "Card", number: "5901234123457", barcode: .ean13)

        let text = try Self.show(card)

        expect(text).to(beginWith("\u{1B}[38;5;16;48;5;231m"))
        expect(text).to(endWith("5901234123457  EAN-13\n"))
    }

    @Test("prints the bare block elements into a pipe")
    func pipe() throws {
        let card = Card(identifier: "C", name: "Card", number: "5901234123457", barcode: .ean13)

        let text = try Self.show(card, to: CardShow.Output(isTerminal: false))

        expect(text).toNot(contain("\u{1B}"))
        expect(Self.scanned(text)).to(equal(ReadBarcode(number: "5901234123457", barcode: .ean13)))
    }

    @Test("says a card has no number")
    func noNumber() {
        let card = Card(identifier: "C", name: "Card")

        expect { try Self.show(card) }.to(throwError(ShowError.noNumber(name: "Card")))
    }

    @Test("says why a number cannot be drawn in its symbology")
    func unencodable() {
        let card = Card(identifier: "C", name: "Card", number: "12345", barcode: .ean13)

        expect { try Self.show(card) }.to(
            throwError(ShowError.unencodable(name: "Card", reason: "EAN-13 needs 12 or 13 digits")))
    }

    @Test("says a code is too wide for the columns it has")
    func tooWide() {
        let card = Card(identifier: "C", name: "Card", number: "MYCARDS-12345", barcode: .code128)

        expect { try Self.show(card, width: 60) }.to(throwError(ShowError.codeTooWide(name: "Card", columns: 60)))
    }

    @Test("says a code is too tall for the rows it has, not too wide")
    func tooTall() {
        let card = Card(identifier: "C", name: "Card", number: "https://example.com/card/42", barcode: .qrCode)
        let short = CardShow.Output(isTerminal: true, size: Size(width: 120, height: 10))

        expect { try Self.show(card, to: short) }.to(throwError(ShowError.codeTooTall(name: "Card", rows: 9)))
    }

    @Test("counts one column as one column")
    func oneColumn() {
        expect(ShowError.codeTooWide(name: "Card", columns: 1).description).to(
            equal("The code of “Card” is too wide for 1 column: widen the terminal or make the font smaller"))
    }

    @Test("draws a number stored with spaces around it as the number alone")
    func trimmed() throws {
        let card = Card(identifier: "C", name: "Card", number: " 5901234123457 ")

        let text = try Self.show(card)

        expect(Self.scanned(text)).to(equal(ReadBarcode(number: "5901234123457", barcode: .ean13)))
    }

    @Test("never prints libzint's text for a number it cannot draw")
    func ownWords() {
        let card = Card(identifier: "C", name: "Card", number: String(repeating: "A", count: 200), barcode: .code128)

        expect { try Self.show(card) }.to(
            throwError(
                ShowError.unencodable(name: "Card", reason: "This number is too long for Code 128")))
    }
}
