/// Looks for a barcode in a photo away from the main thread: what a form asks when a photo comes back from the camera
/// or Crop and the card has no number yet. Reading a card-sized photo takes tens of milliseconds, too long for a
/// keypress.
public protocol BarcodeScanning: Sendable {
    /// The first barcode found in `photo`, or nil when there is none. Cancelling the awaiting task ends the wait at
    /// once with nil; the read, which cannot be stopped midway, ends on its own and its answer is dropped.
    func scan(_ photo: Photo) async -> ReadBarcode?
}

/// A `BarcodeReading` run on `background` (a dispatch queue: the read blocks its thread for tens of milliseconds,
/// which Swift's cooperative pool has too few of to lend).
public struct BarcodeScanner: BarcodeScanning {
    private let reader: any BarcodeReading
    private let background: any Dispatching

    public init(reader: any BarcodeReading = BarcodeReader(), background: any Dispatching = AsyncQueue.background) {
        self.reader = reader
        self.background = background
    }

    public func scan(_ photo: Photo) async -> ReadBarcode? {
        let once = ResumeOnce<ReadBarcode?>()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                once.wait(with: continuation)
                background.dispatch { [reader] in once.resume(reader.read(photo)) }
            }
        } onCancel: {
            once.resume(nil)
        }
    }
}
