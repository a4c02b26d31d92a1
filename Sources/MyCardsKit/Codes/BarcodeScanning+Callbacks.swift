// TEMPORARY (issue 36): the scanner's completion-handler form, for the architectures that still call it. It is no
// requirement any more: it awaits the async form in a main-actor task. This file and
// TracedBarcodeScanner+Callbacks.swift go when the last architecture has moved to the async form.

/// TEMPORARY, goes with this file: a conformer that still answers a callback caller itself, in the turn its answer
/// is ready (the shared test double, and `TracedBarcodeScanner` over it), so the callback callers' tests keep the
/// timing they were written for.
public protocol BarcodeScanningCallbacks: BarcodeScanning {
    func scan(_ photo: Photo, answering completion: @escaping @MainActor @Sendable (ReadBarcode?) -> Void)
}

extension BarcodeScanning {
    /// Answers on the main actor with the first barcode found in `photo`, or nil when there is none.
    public func scan(_ photo: Photo, completion: @escaping @MainActor @Sendable (ReadBarcode?) -> Void) {
        if let direct = self as? any BarcodeScanningCallbacks {
            direct.scan(photo, answering: completion)
            return
        }
        Task { @MainActor in completion(await scan(photo)) }
    }
}
