import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@Suite("BarcodeEncoder")
struct BarcodeEncoderSpec {
    @Test("draws an EAN-13 as one row of 95 modules, starting with its guard bars")
    func ean13() throws {
        let matrix = try BarcodeEncoder.modules(for: "5901234123457", as: .ean13).get()

        expect(matrix.width).to(equal(95))
        expect(matrix.height).to(equal(1))
        expect(Array(matrix.modules.prefix(3))).to(equal([true, false, true]))
    }

    @Test("draws a QR code as its square grid of modules")
    func qrCode() throws {
        let matrix = try BarcodeEncoder.modules(for: "https://example.com/card/42", as: .qrCode).get()

        expect(matrix.width).to(equal(25))
        expect(matrix.height).to(equal(25))
    }

    @Test("draws each PDF417 row three modules tall")
    func pdf417() throws {
        let matrix = try BarcodeEncoder.modules(for: "Loyalty 1234567890", as: .pdf417).get()

        expect(matrix.height % 3).to(equal(0))
        expect(Array(matrix.modules[0..<matrix.width])).to(
            equal(Array(matrix.modules[matrix.width..<2 * matrix.width])))
    }

    @Test("refuses a number the symbology cannot carry with the rules' refusal, before libzint is asked")
    func refuses() {
        let result = BarcodeEncoder.modules(for: "5901234123458", as: .ean13)

        expect(result).to(equal(.failure(.refused(.wrongCheckDigit(of: .ean13, expected: "7")))))
    }

    @Test(
        "calls a number longer than libzint draws in the symbology too long, typed",
        arguments: [
            (Barcode.code128, String(repeating: "A", count: 200)), (.code128, String(repeating: "A", count: 61)),
            (.code39, String(repeating: "A", count: 86)), (.code93, String(repeating: "A", count: 108)),
            (.codabar, String(repeating: "1", count: 59)), (.itf, String(repeating: "1", count: 92)),
        ])
    func tooLong(barcode: Barcode, number: String) {
        let result = BarcodeEncoder.modules(for: number, as: barcode)

        expect(result.tooLongBarcode).to(equal(barcode))
    }

    @Test("draws a Code 128 of 60 letters, the most its symbol holds, and 118 digits, which pack in pairs")
    func longestCode128() {
        expect(try? BarcodeEncoder.modules(for: String(repeating: "A", count: 60), as: .code128).get()).toNot(beNil())
        expect(try? BarcodeEncoder.modules(for: String(repeating: "1", count: 118), as: .code128).get()).toNot(
            beNil())
    }

    @Test("draws every sample number of the thirteen symbologies", arguments: BarcodeSamples.numbers)
    func drawsSamples(barcode: Barcode, number: String) {
        let result = BarcodeEncoder.modules(for: number, as: barcode)

        expect(try? result.get()).toNot(beNil())
    }
}

extension Result where Failure == BarcodeError {
    /// The symbology a `.tooLong` failure names, or nil for a drawing or another failure.
    fileprivate var tooLongBarcode: Barcode? {
        guard case .failure(.tooLong(let barcode, _)) = self else { return nil }
        return barcode
    }
}
