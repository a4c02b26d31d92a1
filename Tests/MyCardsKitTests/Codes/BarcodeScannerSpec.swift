import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

/// Reads what a fixed reader says, so the spec is about the threads, not about decoding.
private struct FixedReader: BarcodeReading {
    let found: ReadBarcode?
    func read(_ photo: Photo) -> ReadBarcode? { found }
}

@MainActor
@Suite("A barcode scanner")
struct BarcodeScannerSpec {
    static let found = ReadBarcode(number: "5901234123457", barcode: .ean13)
    let background = ManualDispatcher()
    let main = ManualDispatcher()

    @Test("reads the photo on the background queue and answers on the main one")
    func readsInBackground() {
        let scanner = BarcodeScanner(reader: FixedReader(found: Self.found), background: background, main: main)
        let recorder = Recorder<ReadBarcode?>()

        scanner.scan(Samples.photo()) { recorder.record($0) }
        let answeredBeforeRead = recorder.values.count
        background.runAll()
        let answeredBeforeMain = recorder.values.count
        main.runAll()

        expect([answeredBeforeRead, answeredBeforeMain]).to(equal([0, 0]))
        expect(recorder.values).to(equal([Self.found]))
    }

    @Test("answers nil when the reader finds nothing")
    func nothingFound() {
        let scanner = BarcodeScanner(reader: FixedReader(found: nil), background: background, main: main)
        let recorder = Recorder<ReadBarcode?>()

        scanner.scan(Samples.photo()) { recorder.record($0) }
        background.runAll()
        main.runAll()

        expect(recorder.values).to(equal([nil]))
    }
}

@MainActor
@Suite("TracedBarcodeScanner")
struct TracedBarcodeScannerSpec {
    let scanner = BarcodeScannerStub(found: BarcodeScannerSpec.found)
    let tracer = TracerSpy()

    @Test("forwards the photo to the scanner behind and hands the caller its answer")
    func forwards() {
        let traced = TracedBarcodeScanner(scanner, tracer: tracer)
        let recorder = Recorder<ReadBarcode?>()

        traced.scan(Samples.photo()) { recorder.record($0) }

        expect(scanner.scannedPhotos).to(equal([Samples.photo()]))
        expect(recorder.values).to(equal([BarcodeScannerSpec.found]))
    }

    @Test("writes the call line and the answer line, naming the scanner by its type")
    func writesLines() {
        let traced = TracedBarcodeScanner(scanner, tracer: tracer)

        traced.scan(Samples.photo()) { _ in }

        expect(tracer.lines).to(
            equal(["App -> BarcodeScannerStub: scan(Photo)", "BarcodeScannerStub -> App: scan answered"]))
    }
}
