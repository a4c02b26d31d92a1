import MyCardsKit

/// A barcode scanner with a canned answer: `found` for every photo, nil (nothing found) unless a test sets it. Every
/// photo asked about is recorded; answers go through `answers`, at once or held by a `ManualDispatcher`.
public final class BarcodeScannerStub: BarcodeScanning, @unchecked Sendable {
    public var found: ReadBarcode?
    public private(set) var scannedPhotos: [Photo] = []
    private let answers: any Dispatching

    public init(found: ReadBarcode? = nil, answers: any Dispatching = ImmediateDispatcher()) {
        self.found = found
        self.answers = answers
    }

    public func scan(_ photo: Photo, completion: @escaping @MainActor @Sendable (ReadBarcode?) -> Void) {
        scannedPhotos.append(photo)
        let found = found
        answers.dispatchOnMain { completion(found) }
    }
}
