import CBarcodeReader
import Foundation
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsKit

@Suite("BarcodeReader")
struct BarcodeReaderSpec {
    /// A drawn symbol as a picture: `pixels` per module, ten modules of light around, a linear code 40 pixels tall.
    static func picture(of number: String, as barcode: Barcode, pixels: Int = 2) throws -> (
        grey: [UInt8], width: Int, height: Int
    ) {
        let matrix = try BarcodeEncoder.modules(for: number, as: barcode).get()
        let rows = matrix.height == 1 ? 20 : matrix.height
        let width = (matrix.width + 20) * pixels
        let height = (rows + 20) * pixels
        var grey = [UInt8](repeating: 255, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let column = x / pixels - 10
                let row = y / pixels - 10
                guard (0..<matrix.width).contains(column), (0..<rows).contains(row) else { continue }
                if matrix[column, matrix.height == 1 ? 0 : row] { grey[y * width + x] = 0 }
            }
        }
        return (grey, width, height)
    }

    @Test("reads back every sample number with its symbology", arguments: BarcodeSamples.numbers)
    func readsSamples(barcode: Barcode, number: String) throws {
        let picture = try Self.picture(of: number, as: barcode)

        let read = BarcodeReader.read(grey: picture.grey, width: picture.width, height: picture.height)

        expect(read).to(equal(ReadBarcode(number: number, barcode: barcode)))
    }

    @Test("finds nothing in a blank picture")
    func blank() {
        let read = BarcodeReader.read(grey: [UInt8](repeating: 255, count: 100 * 50), width: 100, height: 50)

        expect(read).to(beNil())
    }

    @Test("reads the code on a photo, as a form does when the photo comes back")
    func readsPhoto() throws {
        let picture = try Self.picture(of: "5901234123457", as: .ean13, pixels: 3)
        let pixels = picture.grey.flatMap { grey -> [UInt8] in [grey, grey, grey, 255] }
        let image = try #require(
            RGBAImage(size: PixelSize(width: picture.width, height: picture.height), pixels: pixels))
        let data = try PNGEncoder.encode(image)
        let photo = Photo(data: data, format: .png, size: image.size)

        let read = BarcodeReader().read(photo)

        expect(read).to(equal(ReadBarcode(number: "5901234123457", barcode: .ean13)))
    }

    @Test("says why when the reader could not run, as the log will")
    func unavailable() {
        let text = Array("zxing-cpp cannot be loaded: libZXing.so.2: no such file".utf8CString) + [0, 0]

        let reason = BarcodeReader.failure(status: Int32(MYCARDS_DEC_UNAVAILABLE), text: text)

        expect(reason).to(equal("zxing-cpp cannot be loaded: libZXing.so.2: no such file"))
    }

    @Test("has nothing to say when the reader looked and found nothing")
    func lookedAndFoundNothing() {
        expect(BarcodeReader.failure(status: Int32(MYCARDS_DEC_NOTHING), text: [0])).to(beNil())
    }

    @Test("finds nothing on a photo that does not decode")
    func corruptPhoto() {
        let photo = Photo(
            data: Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2]), format: .png, size: PixelSize(width: 4, height: 4))

        expect(BarcodeReader().read(photo)).to(beNil())
    }
}
