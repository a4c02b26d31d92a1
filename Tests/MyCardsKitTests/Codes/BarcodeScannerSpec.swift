import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

/// Reads what a fixed reader says, so the spec is about the threads, not about decoding.
private struct FixedReader: BarcodeReading {
    let found: ReadBarcode?
    func read(_ photo: Photo) -> ReadBarcode? { found }
}

@Suite("A barcode scanner")
struct BarcodeScannerSpec {
    static let found = ReadBarcode(number: "5901234123457", barcode: .ean13)

    @Test("reads the photo on its background queue: the awaiting task waits until the queue runs the read")
    func readsInBackground() async {
        let background = HeldReads()
        let scanner = BarcodeScanner(reader: FixedReader(found: Self.found), background: background)
        let scan = Task { await scanner.scan(Samples.photo()) }
        let read = await background.arrived.value()

        read?()

        let answer = await scan.value
        expect(answer).to(equal(Self.found))
    }

    @Test("answers nil when the reader finds nothing")
    func nothingFound() async {
        let scanner = BarcodeScanner(reader: FixedReader(found: nil), background: ImmediateDispatcher())

        let answer = await scanner.scan(Samples.photo())

        expect(answer).to(beNil())
    }

    @Test("stops waiting when its task is cancelled, and drops the read's late answer")
    func cancelled() async {
        let background = HeldReads()
        let scanner = BarcodeScanner(reader: FixedReader(found: Self.found), background: background)
        let scan = Task { await scanner.scan(Samples.photo()) }
        let read = await background.arrived.value()

        scan.cancel()
        let answer = await scan.value
        read?()

        expect(answer).to(beNil())
    }
}

/// A background queue that keeps the one read it is given until the test runs it.
private final class HeldReads: Dispatching {
    let arrived = AwaitedAnswer<(@Sendable () -> Void)?>(cancelled: nil)

    func dispatch(_ work: @escaping @Sendable () -> Void) {
        arrived.give(work)
    }
}

@MainActor
@Suite("TracedBarcodeScanner")
struct TracedBarcodeScannerSpec {
    let scanner = BarcodeScannerStub(found: BarcodeScannerSpec.found)
    let tracer = TracerSpy()

    @Test("forwards the photo to the scanner behind and hands the caller its answer")
    func forwards() async {
        let traced = TracedBarcodeScanner(scanner, tracer: tracer)

        let answer = await traced.scan(Samples.photo())

        expect(scanner.scannedPhotos).to(equal([Samples.photo()]))
        expect(answer).to(equal(BarcodeScannerSpec.found))
    }

    @Test("writes the call line and the answer line, naming the scanner by its type")
    func writesLines() async {
        let traced = TracedBarcodeScanner(scanner, tracer: tracer)

        _ = await traced.scan(Samples.photo())

        expect(tracer.lines).to(
            equal(["App -> BarcodeScannerStub: scan(Photo)", "BarcodeScannerStub -> App: scan answered"]))
    }
}
