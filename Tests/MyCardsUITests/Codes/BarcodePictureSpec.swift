import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@Suite("BarcodePicture")
struct BarcodePictureSpec {
    static func matrix(_ number: String, _ barcode: Barcode) throws -> ModuleMatrix {
        try BarcodeEncoder.modules(for: number, as: barcode).get()
    }

    @Test("draws a linear code at the largest whole scale that fits, with ten modules of light each side")
    func linearScale() throws {
        let ean = try Self.matrix("5901234123457", .ean13)

        let picture = try #require(BarcodePicture.fitting(ean, of: .ean13, in: Size(width: 120, height: 10)))

        expect(picture.quartersAcross).to(equal(2))
        expect(picture.width).to(equal(115))
        expect(picture.rows.first?.trimmingCharacters(in: .whitespaces)).to(beEmpty())
        expect(picture.rows[1].prefix(10).allSatisfy { $0 == " " }).to(beTrue())
    }

    @Test("puts two modules across a cell when one per cell does not fit")
    func quadrants() throws {
        let ean = try Self.matrix("5901234123457", .ean13)

        let picture = try #require(BarcodePicture.fitting(ean, of: .ean13, in: Size(width: 80, height: 10)))

        expect(picture.quartersAcross).to(equal(1))
        expect(picture.width).to(equal(58))
    }

    @Test("keeps a matrix code's modules square, a half block each at the least")
    func squareModules() throws {
        let qr = try Self.matrix("https://example.com/card/42", .qrCode)

        let picture = try #require(BarcodePicture.fitting(qr, of: .qrCode, in: Size(width: 120, height: 31)))

        expect(picture.quartersAcross).to(equal(2 * picture.quartersDown))
        expect(picture.quartersDown).to(equal(1))
        expect(picture.height).to(equal(17))
    }

    @Test("gives nothing when even two modules across a cell do not fit")
    func tooWide() throws {
        let long = try Self.matrix(String(repeating: "MYCARDS ", count: 5), .code128)

        expect(BarcodePicture.fitting(long, of: .code128, in: Size(width: 80, height: 20))).to(beNil())
        expect(BarcodePicture.misfit(long, of: .code128, in: Size(width: 80, height: 20))).to(equal(.tooWide))
    }

    @Test("says a matrix code that fits across but not down is too tall")
    func tooTall() throws {
        let qr = try Self.matrix("https://example.com/card/42", .qrCode)
        let room = Size(width: 120, height: 10)

        expect(BarcodePicture.fitting(qr, of: .qrCode, in: room)).to(beNil())
        expect(BarcodePicture.misfit(qr, of: .qrCode, in: room)).to(equal(.tooTall))
    }

    @Test("draws dark on light in every colour mode that has colours")
    func style() {
        expect(BarcodeStyle.style(for: .trueColor).background).to(equal(.rgb(red: 255, green: 255, blue: 255)))
        expect(BarcodeStyle.style(for: .palette256)).to(
            equal(Style(foreground: .palette(16), background: .palette(231))))
        expect(BarcodeStyle.style(for: .basic)).to(equal(Style(foreground: .palette(0), background: .palette(15))))
    }
}
