// TEMPORARY (issue 36), goes with Codes/BarcodeScanning+Callbacks.swift: the traced scanner's callback form,
// answering in the turn the scanner behind answers (`BarcodeScanningCallbacks`).

extension TracedBarcodeScanner: BarcodeScanningCallbacks {
    public func scan(_ photo: Photo, answering completion: @escaping @MainActor @Sendable (ReadBarcode?) -> Void) {
        let answer = route.answering("scan", completion)
        route.call("scan(Photo)") { base.scan(photo, completion: answer) }
    }
}
